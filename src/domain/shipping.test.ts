import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { addressLines, normalizeTracking, ShippingAddress, trackingLink, TrackingInput } from './shipping';

const address = {
  name: 'Maya López',
  line1: '12 Maple Street',
  line2: 'Apt 4',
  city: 'Austin',
  region: 'TX',
  postal_code: '78701',
  country: 'US',
};

describe('shipping addresses', () => {
  it('takes an address with a zip code of five digits in the US and a postal code elsewhere', () => {
    expect(check(ShippingAddress, address).ok).toBe(true);
    expect(check(ShippingAddress, { ...address, postal_code: '7870' })).toMatchObject({
      ok: false,
      fields: { postal_code: { code: 'zipCode' } },
    });
    expect(check(ShippingAddress, { ...address, country: 'GB', postal_code: 'SW1A 1AA' }).ok).toBe(true);
    expect(check(ShippingAddress, { ...address, country: 'GB', postal_code: '*' }).ok).toBe(false);
    const { postal_code: _none, ...dubai } = { ...address, country: 'AE' };
    expect(check(ShippingAddress, dubai).ok).toBe(true);
    expect(check(ShippingAddress, { ...address, name: 'Al' })).toMatchObject({
      fields: { name: { code: 'length' } },
    });
    expect(check(ShippingAddress, { ...address, line1: '<b>12</b>' })).toMatchObject({
      fields: { line1: { code: 'addressCharacters' } },
    });
  });

  it('writes an address as a label reads', () => {
    expect(addressLines(address as ShippingAddress)).toEqual([
      'Maya López',
      '12 Maple Street',
      'Apt 4',
      'Austin, TX 78701',
    ]);
    expect(
      addressLines({
        ...address,
        line2: undefined,
        country: 'ES',
        city: 'Madrid',
        region: 'Madrid',
        postal_code: '28013',
      } as ShippingAddress),
    ).toEqual(['Maya López', '12 Maple Street', '28013 Madrid, Madrid']);
  });
});

describe('tracking numbers', () => {
  const valid = (carrier: string, tracking_number: string) =>
    check(TrackingInput, { carrier, tracking_number }).ok;

  it("checks a number against its carrier's format, spaces and letter case aside", () => {
    expect(valid('usps', '9400 1118 9922 3456 7890 12')).toBe(true);
    expect(valid('usps', 'EA123456789US')).toBe(true);
    expect(valid('usps', '1Z999AA10123456784')).toBe(false);
    expect(valid('ups', '1z999aa10123456784')).toBe(true);
    expect(valid('ups', '123456789012')).toBe(false);
    expect(valid('fedex', '123456789012')).toBe(true);
    expect(valid('fedex', '12345678901')).toBe(false);
    expect(valid('dhl', '1234567890')).toBe(true);
    expect(valid('dhl', 'JJD000390007827221')).toBe(false);
    expect(valid('dhl', 'JJD000390007827221123')).toBe(true);
    expect(valid('other', 'AB-123')).toBe(true);
    expect(valid('other', 'A')).toBe(false);
    expect(valid('pigeon', '1234567890')).toBe(false);
  });

  it('says which format is expected', () => {
    expect(check(TrackingInput, { carrier: 'ups', tracking_number: '12345' })).toMatchObject({
      ok: false,
      fields: { tracking_number: { code: 'trackingFormat', params: { example: '1Z999AA10123456784' } } },
    });
  });

  it("links to the carrier's tracking page, none for another carrier", () => {
    expect(normalizeTracking(' 1z 999 ')).toBe('1Z999');
    expect(trackingLink('ups', '1z999aa10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(trackingLink('other', 'AB-123')).toBeNull();
  });
});
