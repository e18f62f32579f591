/**
 * Shipping a product to a creator (SPEC.md §5): the creator's address, the carriers a brand ships with, and the
 * tracking number each carrier issues. Staff set a creator's address (`staff creator add`); the brand sees it only
 * on a deal of its own once the creator accepted and the delivery is shipping (server/services/creator-address.ts).
 * The ship dialog checks the tracking number with `TrackingInput` and the API checks it again.
 */
import { coerce, object, optional, refine, string, type Infer } from 'superstruct';
import { COUNTRIES } from './countries';
import { oneOf, text } from './validation';

const encode = (code: string, params?: Record<string, number | string>) => JSON.stringify({ code, params });

/** SPEC.md §5: address name at least 5, address 3 to 100, city and state at least 2, zip code 5 (in the US). */
export const ADDRESS_NAME = { min: 5, max: 60 } as const;
export const ADDRESS_LINE = { min: 3, max: 100 } as const;
export const ADDRESS_PLACE = { min: 2, max: 60 } as const;
/** Postal codes of other countries: letters, digits, spaces and hyphens (SW1A 1AA, 1010, 04-123). */
export const POSTAL_CODE = { min: 2, max: 10 } as const;
const US_ZIP = /^\d{5}$/;
const POSTAL = /^[A-Z0-9][A-Z0-9 -]*[A-Z0-9]$/;
/** Countries that give no postal code on a letter. */
export const WITHOUT_POSTAL_CODE: readonly string[] = ['AE', 'HK'];
const ADDRESS_CHARACTERS = /^[\p{L}\p{N}\p{M} .,'#/°ºª()-]+$/u;

const addressLine = refine(text(ADDRESS_LINE.min, ADDRESS_LINE.max), 'addressLine', (value) =>
  ADDRESS_CHARACTERS.test(value) ? true : encode('addressCharacters'),
);

const ShippingAddressFields = object({
  name: text(ADDRESS_NAME.min, ADDRESS_NAME.max),
  line1: addressLine,
  line2: optional(addressLine),
  city: text(ADDRESS_PLACE.min, ADDRESS_PLACE.max),
  region: text(ADDRESS_PLACE.min, ADDRESS_PLACE.max),
  // Kept as letters print it: SW1A 1AA, not sw1a 1aa.
  postal_code: optional(coerce(text(0, POSTAL_CODE.max), string(), (value) => value.trim().toUpperCase())),
  country: oneOf(COUNTRIES.map(([code]) => code)),
});

/** The postal code's problem for its country, or null. */
export function postalCodeProblem(country: string, postalCode: string | undefined): string | null {
  const code = (postalCode ?? '').trim().toUpperCase();
  if (WITHOUT_POSTAL_CODE.includes(country)) return null;
  if (code.length === 0) return 'required';
  if (country === 'US') return US_ZIP.test(code) ? null : 'zipCode';
  return code.length >= POSTAL_CODE.min && POSTAL.test(code) ? null : 'postalCode';
}

/** Where a creator receives products: a name on the door, a street, a city, a region and a postal code. */
export const ShippingAddress = refine(ShippingAddressFields, 'shippingAddress', (value, context) => {
  const problem = postalCodeProblem(value.country, value.postal_code);
  return problem ? { path: [...context.path, 'postal_code'], message: encode(problem) } : true;
});
export type ShippingAddress = Infer<typeof ShippingAddress>;

/** An address as stored or as the API answers it (absent parts null). */
export type AddressLike = Omit<ShippingAddress, 'line2' | 'postal_code' | 'country'> & {
  line2?: string | null;
  postal_code?: string | null;
  country: string;
};

/** The address as a label reads, one line each (the country is named by the screen in its language). */
export function addressLines(address: AddressLike): string[] {
  const place =
    address.country === 'US' || address.country === 'CA' || address.country === 'AU'
      ? `${address.city}, ${address.region} ${address.postal_code ?? ''}`
      : `${address.postal_code ?? ''} ${address.city}, ${address.region}`;
  return [address.name, address.line1, address.line2, place.replace(/\s+/g, ' ').trim()].filter(
    (line): line is string => !!line,
  );
}

/**
 * Whether a brand sees the creator's address on a deal: only a deal with shipping delivery that the creator has
 * accepted and that is not canceled (the brand ships to it, and may look it up again afterwards).
 */
export function showsShippingAddress(deal: { delivery: string; status: string }): boolean {
  return deal.delivery === 'shipping' && deal.status !== 'hired' && deal.status !== 'canceled';
}

/** Carriers a brand ships with; "other" takes any number of SPEC.md §5's length and offers no tracking link. */
export const CARRIERS = ['usps', 'ups', 'fedex', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** SPEC.md §5: a tracking number is 3 to 22 characters. */
export const TRACKING_NUMBER = { min: 3, max: 22 } as const;

/**
 * The numbers each carrier issues, written without spaces in capitals:
 * USPS 20 or 22 digits (IMpb) or an international S10 number ending in US (EA123456789US); UPS 1Z and 16 letters
 * or digits, or a freight T and 10 digits; FedEx 12, 15, 20 or 22 digits; DHL Express 10 digits, DHL eCommerce
 * GM and 16 to 18 digits, or a parcel JJD / JD and 18 digits.
 */
export const TRACKING_FORMATS: Record<Carrier, RegExp> = {
  usps: /^(\d{20}|\d{22}|[A-Z]{2}\d{9}US)$/,
  ups: /^(1Z[0-9A-Z]{16}|T\d{10})$/,
  fedex: /^(\d{12}|\d{15}|\d{20}|\d{22})$/,
  dhl: /^(\d{10}|GM\d{16,18}|JJD\d{18}|JD\d{18})$/,
  other: /^[A-Z0-9][A-Z0-9-]{1,20}[A-Z0-9]$/,
};

/** One example per carrier, shown as the field's hint. */
export const TRACKING_EXAMPLES: Record<Carrier, string> = {
  usps: '9400111899223456789012',
  ups: '1Z999AA10123456784',
  fedex: '123456789012',
  dhl: '1234567890',
  other: 'AB-123456',
};

/** A tracking number as typed (spaces, lower case) in the form carriers print it. */
export const normalizeTracking = (value: string): string => value.replace(/[\s]+/g, '').toUpperCase();

/** Where a parcel of each carrier is followed; the number is appended, escaped. */
const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, string> = {
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  ups: 'https://www.ups.com/track?tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=',
};

/** The carrier's page that follows this parcel, or null for another carrier. */
export function trackingLink(carrier: Carrier, trackingNumber: string): string | null {
  if (carrier === 'other') return null;
  return TRACKING_PAGES[carrier] + encodeURIComponent(normalizeTracking(trackingNumber));
}

const trackingFields = object({
  carrier: oneOf(CARRIERS),
  // Checked and kept as carriers print it, so a number typed with spaces counts its characters without them.
  tracking_number: coerce(text(TRACKING_NUMBER.min, TRACKING_NUMBER.max), string(), normalizeTracking),
});

/** What the brand enters when it ships: the carrier and a tracking number of that carrier's format. */
export const TrackingInput = refine(trackingFields, 'tracking', (value, context) =>
  TRACKING_FORMATS[value.carrier].test(normalizeTracking(value.tracking_number))
    ? true
    : {
        path: [...context.path, 'tracking_number'],
        message: encode('trackingFormat', { example: TRACKING_EXAMPLES[value.carrier] }),
      },
);
export type TrackingInput = Infer<typeof TrackingInput>;
