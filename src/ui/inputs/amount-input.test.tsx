import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AmountInput } from './amount-input';
import { Field } from '../field/field';

function Price({ locale, start = '', onRefuse }: { locale: string; start?: string; onRefuse?: () => void }) {
  const [value, setValue] = useState(start);
  return (
    <Field label="Price">
      <AmountInput value={value} onValueChange={setValue} locale={locale} onRefuse={onRefuse} />
    </Field>
  );
}

const price = () => screen.getByLabelText('Price') as HTMLInputElement;

describe('AmountInput', () => {
  it('puts the currency where the language writes it and offers the decimal keypad', () => {
    const { container, rerender } = render(<Price locale="en-US" />);
    expect(price().getAttribute('inputmode')).toBe('decimal');
    expect(price().placeholder).toBe('0.00');
    expect(container.textContent).toBe('Price$');
    rerender(<Price locale="es-ES" />);
    expect(price().placeholder).toBe('0,00');
    expect(container.textContent).toBe('PriceUS$');
  });

  it('does not take a letter, keeps what was there and says so', () => {
    const onRefuse = vi.fn();
    render(<Price locale="es-ES" start="24" onRefuse={onRefuse} />);
    fireEvent.change(price(), { target: { value: '24a' } });
    expect(price().value).toBe('24');
    expect(onRefuse).toHaveBeenCalledTimes(1);
    fireEvent.change(price(), { target: { value: '24,5' } });
    expect(price().value).toBe('24,5');
    expect(onRefuse).toHaveBeenCalledTimes(1);
  });

  it('writes a readable amount in full when the field is left, and leaves an unreadable one alone', () => {
    render(<Price locale="es-ES" />);
    fireEvent.change(price(), { target: { value: '1299,5' } });
    fireEvent.blur(price());
    expect(price().value).toBe('1.299,50');
    fireEvent.change(price(), { target: { value: '24.99' } });
    fireEvent.blur(price());
    expect(price().value).toBe('24.99');
  });

  it('rewrites the amount in the new notation when the language changes, so it keeps its value', () => {
    const { rerender } = render(<Price locale="es-ES" start="24,99" />);
    rerender(<Price locale="en-US" start="24,99" />);
    expect(price().value).toBe('24.99');
    rerender(<Price locale="es-ES" start="24,99" />);
    expect(price().value).toBe('24,99');
  });
});
