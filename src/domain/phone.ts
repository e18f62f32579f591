/**
 * Phone numbers (SPEC.md §5 "Phone: required, 10 to 13"). The 10 to 13 count the whole number: the country's
 * calling code and the number within the country. The number must also be possible for its country (its
 * numbering plan allows that many digits), which libphonenumber-js's metadata tells. So a Spanish number of 9
 * digits (+34 612 34 56 78) passes, and an American one needs its 10.
 *
 * Kept apart from account.ts: the metadata weighs some kilobytes, which only the about-you step and the API
 * need, not the log-in screen.
 */
import {
  Metadata,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { object, refine, type Infer } from 'superstruct';
import { oneOf, text, type FieldError } from './validation';
import { COUNTRIES, DIAL_CODES } from './countries';

/** Digits of the whole number, calling code included. */
export const PHONE_MIN = 10;
export const PHONE_MAX = 13;

/** What a phone number may be typed with besides its digits: spaces, dashes, dots and brackets. */
const SEPARATORS = /[\s\-().]/g;

const digitsOf = (phone: string): string => phone.replace(SEPARATORS, '');
const callingCodeOf = (areaCode: string): string => areaCode.replace(/^\+/, '');

/** The number as typed: required, and nothing but digits and the usual separators. */
export const phone = refine(text(1, 30), 'phone', (value) =>
  /^\d+$/.test(digitsOf(value)) ? true : JSON.stringify({ code: 'phoneDigits' }),
);

/**
 * Whether a number typed without its country code is a phone number of that code: possible there, and 10 to 13
 * digits with the code. The failure names the code, e.g. "too short for +34".
 */
export function checkPhone(number: string, areaCode: string): true | FieldError {
  const digits = digitsOf(number);
  if (!/^\d+$/.test(digits)) return { code: 'phoneDigits' };
  const callingCode = callingCodeOf(areaCode);
  const params = { code: areaCode };
  switch (validatePhoneNumberLength(digits, { defaultCallingCode: callingCode })) {
    case undefined:
      break;
    case 'TOO_SHORT':
      return { code: 'phoneTooShort', params };
    case 'TOO_LONG':
      return { code: 'phoneTooLong', params };
    default:
      return { code: 'phoneNotPossible', params };
  }
  const total = callingCode.length + nationalNumber(number, areaCode).length;
  if (total < PHONE_MIN || total > PHONE_MAX) {
    return { code: 'phoneLength', params: { min: PHONE_MIN, max: PHONE_MAX } };
  }
  return true;
}

/** The number within the country as stored: its digits, without a trunk prefix ("0" in the UK). */
export function nationalNumber(number: string, areaCode: string): string {
  const digits = digitsOf(number);
  return (
    parsePhoneNumberFromString(digits, { defaultCallingCode: callingCodeOf(areaCode) })?.nationalNumber ??
    digits
  );
}

/**
 * How many digits a number of `country` (ISO 3166 code) may have without its calling code, within 10 to 13
 * with it: [9] for Spain, [10] for the United States, [9, 10] for the United Kingdom. Empty for an unknown one.
 */
export function nationalLengths(country: string): number[] {
  const dial = COUNTRIES.find(([code]) => code === country)?.[1];
  if (!dial) return [];
  const metadata = new Metadata();
  metadata.selectNumberingPlan(country as CountryCode);
  const callingCode = callingCodeOf(dial);
  return (metadata.numberingPlan?.possibleLengths() ?? []).filter(
    (length) => callingCode.length + length >= PHONE_MIN && callingCode.length + length <= PHONE_MAX,
  );
}

/** The about-you step (CompanyOnboardPositionOne): the phone is checked against the country code chosen. */
export const AboutYou = refine(
  object({
    company_name: text(3, 50),
    first_name: text(3, 25),
    last_name: text(3, 25),
    phone,
    area_code: oneOf(DIAL_CODES),
  }),
  'phoneOfCountry',
  (value, context) => {
    const checked = checkPhone(value.phone, value.area_code);
    return checked === true ? true : { path: [...context.path, 'phone'], message: JSON.stringify(checked) };
  },
);
export type AboutYou = Infer<typeof AboutYou>;
