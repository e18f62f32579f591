/**
 * The area-code picker's options: every country of src/domain/countries with its name in the active
 * language (Intl.DisplayNames) and its dialling code, sorted by name for that language.
 */
import { COUNTRIES, type DialCode } from '../../../domain/countries';
import type { SelectOption } from '../../../ui/inputs/select';

export function countryOptions(locale: string): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  // The dialling code leads, so a narrow picker still shows it; the list is in alphabetical order of names.
  return COUNTRIES.map(([country, dial]) => ({ country, dial, name: names.of(country) ?? country }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ country, dial, name }) => ({ value: country, label: `${dial} ${name}` }));
}

export function dialCodeOf(country: string): DialCode | '' {
  return COUNTRIES.find(([code]) => code === country)?.[1] ?? '';
}

/** The country to start with: the one whose dialling code the account has, else the language's region. */
export function initialCountry(areaCode: string | null, locale: string): string {
  const byCode = COUNTRIES.find(([, dial]) => dial === areaCode);
  if (byCode) return byCode[0];
  const region = new Intl.Locale(locale).region;
  return COUNTRIES.some(([code]) => code === region) && region ? region : 'US';
}
