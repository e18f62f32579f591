import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { waitFor as waitForActor } from 'xstate';
import { ApiError } from '../../domain/api-error';
import type { Company } from '../../machines/session';
import { descriptionOf } from '../../../tests/support/dom';
import { fakeApi, type Handler } from '../../../tests/support/fake-api';
import { aCompany, fakeSession, renderScreen } from '../../../tests/support/render-app';
import { AccountOverviewScreen } from './account-overview.screen';

async function signedIn(overrides: Partial<Company> = {}, fakes: { logout?: () => Promise<void> } = {}) {
  const loadCompany = vi.fn(() => Promise.resolve(aCompany(overrides)));
  const session = fakeSession({ loadCompany, ...fakes }, 'token-1');
  await waitForActor(session, (snapshot) => snapshot.hasTag('ready'));
  return { session, loadCompany };
}

async function show(
  handlers: Record<string, Handler>,
  overrides: Partial<Company> = {},
  language: 'en' | 'es' = 'en',
) {
  const logout = vi.fn(() => Promise.resolve());
  const { session, loadCompany } = await signedIn(overrides, { logout });
  const api = fakeApi(handlers);
  const view = renderScreen(<AccountOverviewScreen />, { session, api, language });
  return { ...view, loadCompany, logout };
}

const section = (name: string) => screen.getByRole('region', { name });
const ok = () => ({ status: true, message: 'ok' });

describe('AccountOverviewScreen', () => {
  it('shows the account with dates and money in the active language', async () => {
    await show(
      {},
      {
        created_at: '2026-01-15T10:00:00.000Z',
        wallet: {
          user_id: 'c1',
          balance: 123456,
          currency: { id: 'usd', name: 'US Dollar', symbol: '$', code: 'USD' },
        },
      },
      'es',
    );
    const summary = section('Tu cuenta');
    expect(summary.textContent).toContain('15 de enero de 2026');
    expect(summary.textContent).toContain('1.234,56\u00a0US$');
  });

  describe('profile', () => {
    it('refuses a company name under 4 characters (the settings rule) without calling the API', async () => {
      const view = await show({ CompanyUpdateData: () => ({ CompanyUpdateData: ok() }) });
      const profile = section('Profile');
      const name = within(profile).getByLabelText(/^company name/i);
      fireEvent.change(name, { target: { value: 'ABC' } });
      fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
      expect(descriptionOf(name)).toBe('Use 4 to 200 characters');
      expect(view.api.calls).toEqual([]);
    });

    it('saves the name and privacy, then reloads the account and says so', async () => {
      const view = await show({ CompanyUpdateData: () => ({ CompanyUpdateData: ok() }) });
      const profile = section('Profile');
      fireEvent.change(within(profile).getByLabelText(/^company name/i), {
        target: { value: ' Difference Engines ' },
      });
      fireEvent.click(within(profile).getByLabelText(/keep my company profile private/i));
      fireEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
      await waitFor(() => expect(view.loadCompany).toHaveBeenCalledTimes(2));
      expect(view.api.calls).toEqual([
        { operation: 'CompanyUpdateData', variables: { company_name: 'Difference Engines', privacy: true } },
      ]);
      expect(view.notices()).toEqual([
        { id: 'flash', content: 'Your profile was saved.', themeColor: 'green' },
      ]);
    });
  });

  describe('password', () => {
    const fill = (current: string, next: string, confirmation: string) => {
      const card = section('Password');
      fireEvent.change(within(card).getByLabelText(/^current password/i), { target: { value: current } });
      fireEvent.change(within(card).getByLabelText(/^new password/i), { target: { value: next } });
      fireEvent.change(within(card).getByLabelText(/^confirm the new password/i), {
        target: { value: confirmation },
      });
      fireEvent.click(within(card).getByRole('button', { name: 'Change password' }));
      return card;
    };

    it('refuses a confirmation that does not match and focuses it', async () => {
      const view = await show({});
      const card = fill('Old-Password1', 'New-Password1', 'New-Password2');
      const confirmation = within(card).getByLabelText(/^confirm the new password/i);
      expect(descriptionOf(confirmation)).toBe('The passwords do not match');
      expect(document.activeElement).toBe(confirmation);
      expect(view.api.calls).toEqual([]);
    });

    it('changes the password and empties the fields', async () => {
      const view = await show({ CompanyUpdateData: () => ({ CompanyUpdateData: ok() }) });
      const card = fill('Old-Password1', 'New-Password1', 'New-Password1');
      await waitFor(() => expect(view.notices()).toHaveLength(1));
      expect(view.api.calls[0]?.variables).toEqual({
        password: 'Old-Password1',
        new_password: 'New-Password1',
        confirm_password: 'New-Password1',
      });
      expect((within(card).getByLabelText(/^current password/i) as HTMLInputElement).value).toBe('');
    });

    it('shows a wrong current password beside its field', async () => {
      await show({
        CompanyUpdateData: () => {
          throw new ApiError('refused', 'wrong', {
            code: 'PASSWORD_WRONG',
            fields: { password: { code: 'passwordWrong' } },
          });
        },
      });
      const card = fill('Not-It-At-All1', 'New-Password1', 'New-Password1');
      const current = within(card).getByLabelText(/^current password/i);
      await waitFor(() => expect(descriptionOf(current)).toBe('The password is not correct'));
    });
  });

  describe('e-mail address', () => {
    it('asks for the change with the account address and explains the link went to the new one', async () => {
      const view = await show(
        { CompanyRequestToChangeEmail: () => ({ CompanyRequestToChangeEmail: ok() }) },
        { email: 'ada@example.com' },
      );
      const card = section('E-mail address');
      fireEvent.change(within(card).getByLabelText(/^new e-mail address/i), {
        target: { value: 'New@Example.com' },
      });
      fireEvent.change(within(card).getByLabelText(/^current password/i), {
        target: { value: 'Secret-Password1' },
      });
      fireEvent.click(within(card).getByRole('button', { name: 'Send the confirmation link' }));
      const status = await within(card).findByRole('status');
      expect(status.textContent).toContain('We have sent a link to new@example.com.');
      expect(view.api.calls).toEqual([
        {
          operation: 'CompanyRequestToChangeEmail',
          variables: { email: 'ada@example.com', new_email: 'new@example.com', password: 'Secret-Password1' },
        },
      ]);
    });

    it('shows a taken address beside the new-address field', async () => {
      await show({
        CompanyRequestToChangeEmail: () => {
          throw new ApiError('refused', 'taken', {
            code: 'EMAIL_TAKEN',
            fields: { new_email: { code: 'emailTaken' } },
          });
        },
      });
      const card = section('E-mail address');
      fireEvent.change(within(card).getByLabelText(/^new e-mail address/i), {
        target: { value: 'taken@example.com' },
      });
      fireEvent.change(within(card).getByLabelText(/^current password/i), {
        target: { value: 'Secret-Password1' },
      });
      fireEvent.click(within(card).getByRole('button', { name: 'Send the confirmation link' }));
      expect(await within(card).findByText('An account with this e-mail already exists')).toBeTruthy();
      expect(within(card).queryByRole('alert')).toBeNull();
    });
  });

  describe('profile picture', () => {
    const choose = (file: File) =>
      fireEvent.change(screen.getByLabelText(/^profile picture/i), { target: { files: [file] } });

    it('uploads a PNG as a data URL and reloads the account', async () => {
      const view = await show({
        CompanyUpdateProfilePicture: () => ({ CompanyUpdateProfilePicture: aCompany() }),
      });
      // A PNG's signature: pictures are checked by their bytes (src/domain/images.ts).
      const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
      choose(new File([png], 'me.png', { type: 'image/png' }));
      await waitFor(() => expect(view.loadCompany).toHaveBeenCalledTimes(2));
      expect(view.api.calls[0]?.operation).toBe('CompanyUpdateProfilePicture');
      expect(String(view.api.calls[0]?.variables.image)).toMatch(/^data:image\/png;base64,/);
    });

    it('refuses a GIF before sending it', async () => {
      const view = await show({});
      choose(new File([new Uint8Array([71, 73, 70])], 'me.gif', { type: 'image/gif' }));
      expect(await screen.findByText('Use a PNG, JPEG or WebP image')).toBeTruthy();
      expect(view.api.calls).toEqual([]);
    });

    it('removes the picture', async () => {
      const view = await show(
        { CompanyUpdateProfilePicture: () => ({ CompanyUpdateProfilePicture: aCompany() }) },
        { profile_picture_image: '/files/me.png' },
      );
      fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
      await waitFor(() =>
        expect(view.api.calls).toEqual([
          { operation: 'CompanyUpdateProfilePicture', variables: { image: null } },
        ]),
      );
    });
  });

  describe('deleting the account', () => {
    it('asks for the account address, refuses another one, then deletes and logs out', async () => {
      const view = await show(
        { CompanyDelete: () => ({ CompanyDelete: ok() }) },
        { email: 'ada@example.com' },
      );
      fireEvent.click(within(section('Delete account')).getByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
      const field = within(dialog).getByLabelText(/^type ada@example.com to confirm/i);
      fireEvent.change(field, { target: { value: 'someone@example.com' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      expect(descriptionOf(field)).toBe('This is not the e-mail address of the account');
      expect(view.api.calls).toEqual([]);

      fireEvent.change(field, { target: { value: 'ADA@example.com' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
      await waitFor(() => expect(view.logout).toHaveBeenCalledTimes(1));
      expect(view.api.calls).toEqual([{ operation: 'CompanyDelete', variables: {} }]);
      expect(view.notices()).toContainEqual({
        id: 'account-deleted',
        content: 'Your account was deleted.',
        themeColor: 'green',
      });
      await waitForActor(view.session, (snapshot) => snapshot.hasTag('guest'));
    });
  });

  it('keeps sign-in changes to the owner in a staff session', async () => {
    await show({}, { impersonated: true });
    expect(
      (within(section('Password')).getByRole('button', { name: 'Change password' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      (within(section('Delete account')).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(section('E-mail address')).getByRole('status').textContent).toBe(
      'You are in a staff session: only the account owner can change this.',
    );
  });
});
