import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { AboutYou, checkPhone, nationalLengths, nationalNumber } from './phone';

const aboutYou = { company_name: 'Analytical Engines', first_name: 'Ada', last_name: 'Lovelace' };

describe('phone numbers', () => {
  it('takes a normal 9-digit Spanish number: 10 to 13 digits count the country code too', () => {
    expect(checkPhone('612 34 56 78', '+34')).toBe(true);
    expect(check(AboutYou, { ...aboutYou, phone: '612345678', area_code: '+34' }).ok).toBe(true);
  });

  it('takes numbers written with spaces, dashes, dots and brackets', () => {
    expect(checkPhone('(202) 555-0143', '+1')).toBe(true);
    expect(checkPhone('020.7946.0958', '+44')).toBe(true);
  });

  it('says a number is too short or too long for its country, naming the code', () => {
    expect(checkPhone('61234567', '+34')).toEqual({ code: 'phoneTooShort', params: { code: '+34' } });
    expect(checkPhone('6123456789', '+34')).toEqual({ code: 'phoneTooLong', params: { code: '+34' } });
    expect(checkPhone('555 1234', '+1')).toEqual({ code: 'phoneTooShort', params: { code: '+1' } });
  });

  it('holds the 10 to 13 digits of the whole number where a country allows shorter or longer ones', () => {
    // German numbers may have 4 to 15 digits; with +49 only 8 to 11 of them make 10 to 13 in all.
    expect(checkPhone('3012345', '+49')).toEqual({ code: 'phoneLength', params: { min: 10, max: 13 } });
    expect(checkPhone('30 1234567', '+49')).toBe(true);
  });

  it('refuses letters and a country code typed into the number', () => {
    expect(checkPhone('612 ABC 678', '+34')).toEqual({ code: 'phoneDigits' });
    expect(checkPhone('+34 612 34 56 78', '+34')).toEqual({ code: 'phoneDigits' });
    expect(check(AboutYou, { ...aboutYou, phone: '+34612345678', area_code: '+34' })).toMatchObject({
      fields: { phone: { code: 'phoneDigits' } },
    });
  });

  it('checks the phone together with the other fields, so every error shows at once', () => {
    expect(check(AboutYou, { ...aboutYou, first_name: 'Al', phone: '6123', area_code: '+34' })).toEqual({
      ok: false,
      fields: {
        first_name: { code: 'length', params: { min: 3, max: 25 } },
        phone: { code: 'phoneTooShort', params: { code: '+34' } },
      },
    });
  });

  it('stores the number within the country, without a trunk prefix', () => {
    expect(nationalNumber('612 34 56 78', '+34')).toBe('612345678');
    expect(nationalNumber('07911 123456', '+44')).toBe('7911123456');
  });

  it('knows how many digits to ask for in each country', () => {
    expect(nationalLengths('ES')).toEqual([9]);
    expect(nationalLengths('US')).toEqual([10]);
    expect(nationalLengths('GB')).toEqual([9, 10]);
    expect(nationalLengths('DE')).toEqual([8, 9, 10, 11]);
    expect(nationalLengths('XX')).toEqual([]);
  });
});
