/**
 * Paging long lists at any depth. A page that follows another is read from where that one ended (its cursor: the
 * sort value and id of its last row, which the index of the list's order seeks to directly), so page 10,000 costs
 * what page 1 costs. A page opened by its number alone (a link, a typed address) is counted to over the index.
 * A search's total is counted up to SEARCH_COUNT_LIMIT matches; past that it is the database's estimate, and the
 * web app says "about".
 */
import { define, type Struct } from 'superstruct';
import { encode } from './validation';

/** Where a page ended: the order it was read in, the sort value of its last row (as the database writes it), and
 * that row's id, which breaks ties. */
export type PageCursor = { sort: string; key: string; id: string };

/** Matches a search counts exactly; beyond them the total is estimated. */
export const SEARCH_COUNT_LIMIT = 1000;
export const CURSOR_MAX = 600;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export const encodeCursor = (cursor: PageCursor): string =>
  toBase64Url(JSON.stringify([cursor.sort, cursor.key, cursor.id]));

/** The cursor a page handed out, or null for anything else. */
export function decodeCursor(text: string): PageCursor | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [sort, key, id] = value as unknown[];
    if (typeof sort !== 'string' || typeof key !== 'string' || typeof id !== 'string') return null;
    if (!UUID.test(id)) return null;
    return { sort, key, id };
  } catch {
    return null;
  }
}

/** A cursor as a listing takes it (`after`): one that a page of it handed out. */
export const pageCursor: Struct<string, null> = define<string>('cursor', (value) =>
  typeof value === 'string' && value.length <= CURSOR_MAX && decodeCursor(value) !== null
    ? true
    : encode({ code: 'cursor' }),
);

/** A total as the listings tell it: exact, or the database's estimate past SEARCH_COUNT_LIMIT matches. */
export type CountedTotal = { total: number; estimated: boolean };
