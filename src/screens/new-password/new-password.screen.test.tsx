import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../domain/api-error';
import { descriptionOf } from '../../../tests/support/dom';
import { fakeApi } from '../../../tests/support/fake-api';
import { renderScreen } from '../../../tests/support/render-app';
import { NewPasswordScreen } from './new-password.screen';

function choose(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^confirm the new password/i), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

const LINK = '/new-password/tok-123?email=ada%40example.com';

/** The API's answer to ResetPasswordLink, the check made before the form shows. */
const linkIs = (state: string) => ({ ResetPasswordLink: () => ({ ResetPasswordLink: state }) });

describe('NewPasswordScreen', () => {
  it('sends the link token, the address of the link and the new password, then goes to /password', async () => {
    const guestApi = fakeApi({
      ...linkIs('valid'),
      ResetPasswordMutation: () => ({ ResetPasswordMutation: { status: true, message: '' } }),
    });
    const view = renderScreen(<NewPasswordScreen token="tok-123" />, { guestApi, path: LINK });
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    choose('New-Password1', 'New-Password1');
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/password'));
    // The next screen is told that a password was just changed.
    expect(view.location.state).toEqual({ passwordChanged: true });
    expect(guestApi.calls).toEqual([
      { operation: 'ResetPasswordLink', variables: { token: 'tok-123', email: 'ada@example.com' } },
      {
        operation: 'ResetPasswordMutation',
        variables: {
          email: 'ada@example.com',
          token: 'tok-123',
          password: 'New-Password1',
          password_confirmation: 'New-Password1',
        },
      },
    ]);
  });

  it('refuses a confirmation that does not match, before sending it', async () => {
    const guestApi = fakeApi(linkIs('valid'));
    renderScreen(<NewPasswordScreen token="tok-123" />, { guestApi, path: LINK });
    await screen.findByText('ada@example.com');
    choose('New-Password1', 'New-Password2');
    expect(descriptionOf(screen.getByLabelText(/^confirm the new password/i))).toBe(
      'The passwords do not match',
    );
    expect(guestApi.calls.map((call) => call.operation)).toEqual(['ResetPasswordLink']);
  });

  it('tells at once, before anything is typed, that the link was already used', async () => {
    const guestApi = fakeApi(linkIs('used'));
    renderScreen(<NewPasswordScreen token="tok-123" />, { guestApi, path: LINK });
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toBeTruthy();
    expect(screen.queryByLabelText(/^new password/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot');
  });

  it('tells an expired or broken link apart, in Spanish', async () => {
    renderScreen(<NewPasswordScreen token="tok-123" />, {
      guestApi: fakeApi(linkIs('expired')),
      path: LINK,
      language: 'es',
    });
    expect(await screen.findByRole('heading', { name: 'Este enlace ha caducado' })).toBeTruthy();
    renderScreen(<NewPasswordScreen token="tok-123" />, {
      guestApi: fakeApi(linkIs('invalid')),
      path: '/new-password/tok-123',
      language: 'es',
    });
    expect(await screen.findByRole('heading', { name: 'Este enlace no es válido' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveLength(2);
  });

  it('shows the form when the link cannot be checked, and says what the answer to it says', async () => {
    const guestApi = fakeApi({
      ResetPasswordLink: () => {
        throw new ApiError('network', 'Failed to fetch');
      },
      ResetPasswordMutation: () => {
        throw new ApiError('refused', 'expired', { code: 'LINK_EXPIRED' });
      },
    });
    renderScreen(<NewPasswordScreen token="tok-123" />, { guestApi, path: LINK });
    await screen.findByText('ada@example.com');
    choose('New-Password1', 'New-Password1');
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe('/forgot');
  });

  it('speaks Spanish', async () => {
    renderScreen(<NewPasswordScreen token="tok-123" />, {
      guestApi: fakeApi(linkIs('valid')),
      path: LINK,
      language: 'es',
    });
    expect((await screen.findByRole('heading', { name: 'Elige una contraseña nueva' })).textContent).toBe(
      'Elige una contraseña nueva',
    );
    expect(await screen.findByLabelText(/^Contraseña nueva/)).toBeTruthy();
  });
});
