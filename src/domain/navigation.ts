/**
 * Where a link may send the user back to (after logging in, after a top-up): a path of this site only, so a
 * crafted link cannot send the user elsewhere (`//evil.example`, `/\evil.example`, `https://…`).
 */
export const RETURN_PARAM = 'next';
const MAX_RETURN_PATH = 2048;

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}
