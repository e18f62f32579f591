import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { accountStage, Impersonate, ResetPassword, UpdateEmail } from './account';
import { UpdateData } from './account-settings';
import { ProfilePicture } from './images';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('account settings rule', () => {
  it('needs the current password for a new e-mail address', () => {
    expect(check(UpdateData, { new_email: 'new@example.com' })).toEqual({
      ok: false,
      fields: { password: { code: 'required' } },
    });
    expect(check(UpdateData, { new_email: 'New@Example.com ', password: 'anything' })).toEqual({
      ok: true,
      value: { new_email: 'new@example.com', password: 'anything' },
    });
  });

  it('needs the current password and a matching confirmation for a new password', () => {
    expect(
      check(UpdateData, { new_password: 'Fresh password 9', confirm_password: 'Fresh password 9' }),
    ).toMatchObject({
      fields: { password: { code: 'required' } },
    });
    expect(
      check(UpdateData, {
        password: 'old',
        new_password: 'Fresh password 9',
        confirm_password: 'Fresh password 8',
      }),
    ).toMatchObject({ fields: { confirm_password: { code: 'passwordMismatch' } } });
  });

  it('lets a name or privacy change through without a password', () => {
    expect(check(UpdateData, { company_name: ' Acme Goods ', privacy: true })).toEqual({
      ok: true,
      value: { company_name: 'Acme Goods', privacy: true },
    });
  });
});

describe('link tokens', () => {
  it('refuses an empty or oversized link token in every link form', () => {
    expect(check(Impersonate, { token: '' })).toMatchObject({ fields: { token: { code: 'linkInvalid' } } });
    expect(
      check(UpdateEmail, { password: 'x', token: 'a'.repeat(201), old_email: 'a@example.com' }),
    ).toMatchObject({
      fields: { token: { code: 'linkInvalid' } },
    });
    expect(
      check(ResetPassword, {
        email: 'a@example.com',
        token: 'abc',
        password: 'Fresh password 9',
        password_confirmation: 'Fresh password 9',
      }),
    ).toMatchObject({ ok: true });
  });
});

describe('profile picture', () => {
  it('takes a PNG, JPEG or WebP data URL, or null to remove the picture', () => {
    expect(check(ProfilePicture, { image: PNG })).toMatchObject({ ok: true });
    expect(check(ProfilePicture, { image: null })).toEqual({ ok: true, value: { image: null } });
  });

  it('refuses other types and pictures over 2 MB', () => {
    expect(check(ProfilePicture, { image: 'data:image/gif;base64,R0lGODlh' })).toMatchObject({
      fields: { image: { code: 'imageType' } },
    });
    expect(check(ProfilePicture, { image: 'https://example.com/me.png' })).toMatchObject({
      fields: { image: { code: 'imageType' } },
    });
    const tooBig = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((2 * 1024 * 1024 * 4) / 3) + 8)}`;
    expect(check(ProfilePicture, { image: tooBig })).toMatchObject({
      fields: { image: { code: 'imageSize' } },
    });
  });
});

describe('account stage', () => {
  it('is unverified, then onboarding, then ready', () => {
    expect(accountStage({ has_verified_email: false, onboard_position: 0 })).toBe('unverified');
    expect(accountStage({ has_verified_email: false, onboard_position: 1 })).toBe('unverified');
    expect(accountStage({ has_verified_email: true, onboard_position: 0 })).toBe('onboarding');
    expect(accountStage({ has_verified_email: true, onboard_position: 1 })).toBe('ready');
  });
});
