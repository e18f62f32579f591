import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../graphql/api';
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

describe('NewPasswordScreen', () => {
  it('sends the link token, the address of the link and the new password, then goes to /password', async () => {
    const guestApi = fakeApi({
      ResetPasswordMutation: () => ({ ResetPasswordMutation: { status: true, message: '' } }),
    });
    const view = renderScreen(<NewPasswordScreen token="tok-123" />, { guestApi, path: LINK });
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    choose('New-Password1', 'New-Password1');
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/password'));
    expect(guestApi.calls).toEqual([
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

  it('refuses a confirmation that does not match, before any call', () => {
    const guestApi = fakeApi();
    renderScreen(<NewPasswordScreen token="tok-123" />, { guestApi, path: LINK });
    choose('New-Password1', 'New-Password2');
    expect(descriptionOf(screen.getByLabelText(/^confirm the new password/i))).toBe(
      'The passwords do not match',
    );
    expect(guestApi.calls).toEqual([]);
  });

  it('says an expired link has expired', async () => {
    const guestApi = fakeApi({
      ResetPasswordMutation: () => {
        throw new ApiError('refused', 'expired', { code: 'LINK_EXPIRED' });
      },
    });
    renderScreen(<NewPasswordScreen token="tok-123" />, { guestApi, path: LINK });
    choose('New-Password1', 'New-Password1');
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe('/forgot');
  });

  it('calls a link without its address broken, without calling the API', () => {
    const guestApi = fakeApi();
    renderScreen(<NewPasswordScreen token="tok-123" />, { guestApi, path: '/new-password/tok-123' });
    choose('New-Password1', 'New-Password1');
    expect(screen.getByRole('alert').textContent).toBe('This link is not valid or has already been used.');
    expect(guestApi.calls).toEqual([]);
  });

  it('speaks Spanish', () => {
    renderScreen(<NewPasswordScreen token="tok-123" />, { path: LINK, language: 'es' });
    expect(screen.getByRole('heading').textContent).toBe('Elige una contraseña nueva');
  });
});
