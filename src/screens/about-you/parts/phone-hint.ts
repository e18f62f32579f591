/**
 * The phone field's hint for the chosen country: how many digits to type without the country code, from the
 * same rule the form is checked with ("9 digits" for Spain, "9 or 10" for the United Kingdom, "8 to 11" for
 * Germany).
 */
import type { TFunction } from 'i18next';
import { nationalLengths } from '../../../domain/phone';

export function phoneHint(t: TFunction, locale: string, country: string): string {
  const lengths = nationalLengths(country);
  const first = lengths[0];
  const last = lengths.at(-1);
  if (first === undefined || last === undefined) return t('phoneHintAny');
  const contiguous = last - first === lengths.length - 1;
  if (contiguous && lengths.length > 2) return t('phoneHintRange', { min: first, max: last });
  const list = new Intl.ListFormat(locale, { type: 'disjunction' }).format(lengths.map(String));
  return t('phoneHintLengths', { lengths: list });
}
