import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { waitFor } from 'xstate';
import { ApiError } from '../../domain/api-error';
import { descriptionOf } from '../../../tests/support/dom';
import { aCompany, fakeSession, renderScreen } from '../../../tests/support/render-app';
import { AboutYouScreen } from './about-you.screen';

const newcomer = aCompany({
  company_name: null,
  first_name: null,
  last_name: null,
  phone: null,
  area_code: null,
  onboard_position: 0,
});

async function onboardingSession(submitAboutYou: (input: unknown) => Promise<void>) {
  const session = fakeSession({ loadCompany: () => Promise.resolve(newcomer), submitAboutYou }, 'token-1');
  await waitFor(session, (snapshot) => snapshot.hasTag('onboarding'));
  return session;
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AboutYouScreen', () => {
  it('sends the AboutYou values, with the dialling code of the chosen country', async () => {
    const submitAboutYou = vi.fn(() => new Promise<void>(() => {}));
    renderScreen(<AboutYouScreen />, { session: await onboardingSession(submitAboutYou) });
    type(/^company name/i, '  Analytical Engines ');
    type(/^first name/i, 'Ada');
    type(/^last name/i, 'Lovelace');
    fireEvent.change(screen.getByLabelText(/^country code/i), { target: { value: 'MX' } });
    type(/^phone number/i, '555 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    expect(submitAboutYou).toHaveBeenCalledWith({
      company_name: 'Analytical Engines',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '555 123 4567',
      area_code: '+52',
    });
  });

  it('keeps the rules of SPEC §5 and sends nothing while a field breaks them', async () => {
    const submitAboutYou = vi.fn(() => Promise.resolve());
    renderScreen(<AboutYouScreen />, { session: await onboardingSession(submitAboutYou) });
    type(/^company name/i, 'AB');
    type(/^first name/i, 'Al');
    type(/^last name/i, 'Lovelace');
    fireEvent.change(screen.getByLabelText(/^country code/i), { target: { value: 'US' } });
    type(/^phone number/i, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    expect(descriptionOf(screen.getByLabelText(/^company name/i))).toBe('Use 3 to 50 characters');
    expect(descriptionOf(screen.getByLabelText(/^first name/i))).toBe('Use 3 to 25 characters');
    // Told with the other fields' errors, in digits, for the country chosen.
    expect(descriptionOf(screen.getByLabelText(/^phone number/i))).toBe('This number is too short for +1');
    expect(document.activeElement).toBe(screen.getByLabelText(/^company name/i));
    expect(submitAboutYou).not.toHaveBeenCalled();
  });

  it('shows the API field errors beside their fields', async () => {
    const refusal = new ApiError('input', 'bad', {
      code: 'BAD_USER_INPUT',
      fields: { phone: { code: 'phoneDigits' } },
    });
    renderScreen(<AboutYouScreen />, { session: await onboardingSession(() => Promise.reject(refusal)) });
    type(/^company name/i, 'Analytical Engines');
    type(/^first name/i, 'Ada');
    type(/^last name/i, 'Lovelace');
    type(/^phone number/i, '5551234567');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByText('Use digits only, without the country code')).toBeTruthy();
  });

  it('takes a normal 9-digit Spanish number with +34 preselected, and says how many digits to type', async () => {
    const submitAboutYou = vi.fn(() => new Promise<void>(() => {}));
    renderScreen(<AboutYouScreen />, { session: await onboardingSession(submitAboutYou), language: 'es' });
    expect((screen.getByLabelText(/^prefijo del país/i) as HTMLSelectElement).value).toBe('ES');
    expect(descriptionOf(screen.getByLabelText(/^número de teléfono/i))).toBe(
      '9 dígitos, sin el prefijo del país',
    );
    type(/^nombre de la empresa/i, 'Ingeniería Analítica');
    type(/^nombre\s*\*?$/i, 'Ada');
    type(/^apellidos/i, 'Lovelace');
    type(/^número de teléfono/i, '612 34 56 7');
    fireEvent.click(screen.getByRole('button', { name: 'Ir al panel' }));
    expect(descriptionOf(screen.getByLabelText(/^número de teléfono/i))).toBe(
      'Este número es demasiado corto para el prefijo +34',
    );
    type(/^número de teléfono/i, '612 34 56 78');
    fireEvent.click(screen.getByRole('button', { name: 'Ir al panel' }));
    expect(submitAboutYou).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '612 34 56 78', area_code: '+34' }),
    );
  });

  it('says how many digits each country takes', async () => {
    renderScreen(<AboutYouScreen />, { session: await onboardingSession(() => Promise.resolve()) });
    const country = screen.getByLabelText(/^country code/i);
    const hint = () => descriptionOf(screen.getByLabelText(/^phone number/i));
    fireEvent.change(country, { target: { value: 'US' } });
    expect(hint()).toBe('10 digits, without the country code');
    fireEvent.change(country, { target: { value: 'GB' } });
    expect(hint()).toBe('9 or 10 digits, without the country code');
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(hint()).toBe('8 to 11 digits, without the country code');
  });

  it('names the countries of the area-code picker in the active language', async () => {
    renderScreen(<AboutYouScreen />, {
      session: await onboardingSession(() => Promise.resolve()),
      language: 'es',
    });
    const picker = screen.getByLabelText(/^prefijo del país/i) as HTMLSelectElement;
    expect(within(picker).getByRole('option', { name: '+34 España' })).toBeTruthy();
    expect(within(picker).getByRole('option', { name: '+49 Alemania' })).toBeTruthy();
    expect(picker.value).toBe('ES');
  });
});
