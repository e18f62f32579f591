/**
 * A country as a searchable list in the user's language (Intl.DisplayNames): the person types part of a name
 * and picks it from the list; the form holds the country's ISO code ("ES"), or the text as typed while it names
 * no country (the form's rule then asks for one).
 */
import { useId, useMemo, useState, type ComponentProps } from 'react';
import { TextInput } from '../../ui';
import { COUNTRIES } from '../../domain/countries';

type Props = Omit<ComponentProps<typeof TextInput>, 'value' | 'onChange' | 'list'> & {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  locale: string;
};

export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const codes = [...new Set(COUNTRIES.map(([code]) => code))];
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function CountryInput({ value, onChange, locale, ...rest }: Props) {
  const listId = useId();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const [typed, setTyped] = useState(() => options.find((option) => option.code === value)?.name ?? value);
  return (
    <>
      <TextInput
        {...rest}
        list={listId}
        value={typed}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const wanted = text.trim().toLocaleLowerCase(locale);
          const match = options.find((option) => option.name.toLocaleLowerCase(locale) === wanted);
          onChange({ target: { value: match ? match.code : text } });
        }}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.code} value={option.name} />
        ))}
      </datalist>
    </>
  );
}
