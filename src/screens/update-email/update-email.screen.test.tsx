import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { waitFor } from 'xstate';
import { ApiError } from '../../domain/api-error';
import { fakeApi } from '../../../tests/support/fake-api';
import { aCompany, fakeSession, renderScreen } from '../../../tests/support/render-app';
import { UpdateEmailScreen } from './update-email.screen';

function confirm(oldEmail: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^current e-mail address/i), { target: { value: oldEmail } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm the new address' }));
}

const granted = () => ({
  CompanyUpdateEmail: {
    status: true,
    authorization: { token: 'new-token', type: 'bearer', expires_in: 3600 },
  },
});

describe('UpdateEmailScreen', () => {
  it('signs the change with the old address, the password and the link token', async () => {
    const guestApi = fakeApi({ CompanyUpdateEmail: granted });
    renderScreen(<UpdateEmailScreen token="link-1" />, { guestApi });
    confirm('Old@Example.com', 'Secret-Password1');
    await screen.findByRole('heading', { name: 'Your e-mail address was changed' });
    expect(guestApi.calls).toEqual([
      {
        operation: 'CompanyUpdateEmail',
        variables: { old_email: 'old@example.com', password: 'Secret-Password1', token: 'link-1' },
      },
    ]);
  });

  it('hands the new authorization to a signed-in session, which reloads the account with it', async () => {
    const loadCompany = vi.fn(() => Promise.resolve(aCompany()));
    const session = fakeSession({ loadCompany }, 'old-token');
    await waitFor(session, (snapshot) => snapshot.hasTag('ready'));
    renderScreen(<UpdateEmailScreen token="link-1" />, {
      session,
      guestApi: fakeApi({ CompanyUpdateEmail: granted }),
    });
    confirm('old@example.com', 'Secret-Password1');
    await screen.findByRole('link', { name: 'Go to the dashboard' });
    expect(session.getSnapshot().context.token).toBe('new-token');
    expect(loadCompany).toHaveBeenCalledTimes(2);
  });

  it('signs a logged-out visitor in with the session the new address brings', async () => {
    const loadCompany = vi.fn(() => Promise.resolve(aCompany()));
    const session = fakeSession({ loadCompany });
    await waitFor(session, (snapshot) => snapshot.hasTag('guest'));
    renderScreen(<UpdateEmailScreen token="link-1" />, {
      session,
      guestApi: fakeApi({ CompanyUpdateEmail: granted }),
    });
    confirm('old@example.com', 'Secret-Password1');
    await screen.findByRole('link', { name: 'Go to the dashboard' });
    expect(session.getSnapshot().context.token).toBe('new-token');
    expect(loadCompany).toHaveBeenCalledTimes(1);
  });

  it('shows a wrong password beside the password field', async () => {
    const guestApi = fakeApi({
      CompanyUpdateEmail: () => {
        throw new ApiError('refused', 'wrong', {
          code: 'PASSWORD_WRONG',
          fields: { password: { code: 'passwordWrong' } },
        });
      },
    });
    renderScreen(<UpdateEmailScreen token="link-1" />, { guestApi });
    confirm('old@example.com', 'nope');
    expect(await screen.findByText('The password is not correct')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a used link is not valid', async () => {
    const guestApi = fakeApi({
      CompanyUpdateEmail: () => {
        throw new ApiError('refused', 'used', { code: 'LINK_INVALID' });
      },
    });
    renderScreen(<UpdateEmailScreen token="link-1" />, { guestApi });
    confirm('old@example.com', 'Secret-Password1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is not valid or has already been used.',
    );
  });

  it('speaks Spanish', () => {
    renderScreen(<UpdateEmailScreen token="link-1" />, { language: 'es' });
    expect(screen.getByRole('heading').textContent).toBe('Confirma tu nuevo correo electrónico');
  });
});
