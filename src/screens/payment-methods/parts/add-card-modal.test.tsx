import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../../tests/support/render-app';
import { AddCardModal } from './add-card-modal';

function renderModal(language: 'en' | 'es' = 'en') {
  const onSave = vi.fn();
  renderScreen(
    <AddCardModal open busy={false} fields={{}} error={null} onSave={onSave} onCancel={() => undefined} />,
    { language },
  );
  return onSave;
}

describe('the add-card form', () => {
  it('groups the number as typed, shows its brand and asks for a numeric keypad', async () => {
    renderModal();
    const number = (await screen.findByLabelText(/Card number/)) as HTMLInputElement;
    fireEvent.change(number, { target: { value: '4242424242424242' } });
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeTruthy();
    expect(number.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(number, { target: { value: '378282246310005' } });
    expect(number.value).toBe('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeTruthy();
  });

  it('puts the expiry slash in: "1230" becomes "12/30"', async () => {
    renderModal();
    const expiry = (await screen.findByLabelText(/Expiry/)) as HTMLInputElement;
    fireEvent.change(expiry, { target: { value: '1230' } });
    expect(expiry.value).toBe('12/30');
    expect(expiry.getAttribute('inputmode')).toBe('numeric');
  });

  it('offers the countries in the user language and keeps the chosen one as its code', async () => {
    const onSave = renderModal('es');
    const country = (await screen.findByLabelText(/País/)) as HTMLInputElement;
    const list = document.getElementById(country.getAttribute('list')!)!;
    const names = Array.from(list.querySelectorAll('option'), (option) => option.value);
    expect(names).toContain('España');
    expect(names).toContain('Estados Unidos');
    fireEvent.change(country, { target: { value: 'españa' } });
    fireEvent.submit(country.closest('form')!);
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ country: 'ES' }));
  });
});
