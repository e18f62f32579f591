/**
 * An amount of money typed the way the active language writes it: the currency sign on the side that
 * language puts it ("$" before in English, "US$" after in Spanish), a decimal keypad on phones, and only what
 * an amount is made of. A letter is not taken: the text stays as it was and `onRefuse` lets the form say
 * why. On leaving the field a readable amount is rewritten in full ("24,9" becomes "24,90"); when the language
 * changes while something is typed, it is rewritten in the new notation, so "24,99" becomes "24.99" instead
 * of being read as 2499. Reading the text into cents is the form's business (parseMoney in src/domain/money).
 */
import { forwardRef, useEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { formatAmount, isAmountText, moneyNotation, parseMoney } from '../../domain/money';
import { TextInput, type TextInputProps } from './text-input';

export type AmountInputProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'type' | 'inputMode' | 'startAdornment' | 'endAdornment'
> & {
  value: string;
  onValueChange: (text: string) => void;
  /** The BCP 47 locale of the active language: how the amount is written and read. */
  locale: string;
  /** Something was typed or pasted that no amount contains (a letter); the text did not change. */
  onRefuse?: () => void;
};

export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  { value, onValueChange, locale, onRefuse, onBlur, placeholder, ...rest },
  ref,
) {
  const { currency } = moneyNotation(locale);
  const writtenIn = useRef(locale);

  useEffect(() => {
    const previous = writtenIn.current;
    writtenIn.current = locale;
    if (previous === locale || value.trim() === '') return;
    const read = parseMoney(value, previous);
    if (read.ok) onValueChange(formatAmount(read.cents, locale));
    // Only a change of language rewrites the text, never a keystroke: the value is read, not watched.
  }, [locale]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (isAmountText(event.target.value)) onValueChange(event.target.value);
    else onRefuse?.();
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const read = parseMoney(value, locale);
    if (read.ok) {
      const written = formatAmount(read.cents, locale);
      if (written !== value) onValueChange(written);
    }
    onBlur?.(event);
  };

  const sign = <span aria-hidden="true">{currency.symbol}</span>;
  return (
    <TextInput
      ref={ref}
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={change}
      onBlur={blur}
      placeholder={placeholder ?? formatAmount(0, locale)}
      startAdornment={currency.position === 'before' ? sign : undefined}
      endAdornment={currency.position === 'after' ? sign : undefined}
    />
  );
});
