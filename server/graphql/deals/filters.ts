/** What the deal and content listings share: paging bounds and the checks of their filters. */
import { hasControlCharacters, type FieldErrors } from '../../../src/domain/validation';
import { DEALS_MAX_PAGE_SIZE } from '../../../src/domain/hiring';
import { badInput } from '../errors';

export const pageOf = (
  page: number | null | undefined,
  size: number | null | undefined,
  fallback: number,
) => {
  const chosenPage = Math.max(1, Math.floor(page ?? 1));
  const chosenSize = Math.min(DEALS_MAX_PAGE_SIZE, Math.max(1, Math.floor(size ?? fallback)));
  return { page: chosenPage, page_size: chosenSize };
};

/** Field errors of filters that only take known values, or text without control characters. */
export const unknownValues = (
  values: readonly string[] | null | undefined,
  allowed: readonly string[],
  field: string,
): FieldErrors =>
  (values ?? []).some((value) => !allowed.includes(value)) ? { [field]: { code: 'oneOf' } } : {};

export const controlCharacters = (value: string | null | undefined, field: string): FieldErrors =>
  value && hasControlCharacters(value) ? { [field]: { code: 'characters' } } : {};

/** Every faulty filter at once, so the answer names each field the user must mend. */
export function refuseFaults(...faults: FieldErrors[]): void {
  const fields = Object.assign({}, ...faults) as FieldErrors;
  if (Object.keys(fields).length > 0) throw badInput(fields);
}

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
