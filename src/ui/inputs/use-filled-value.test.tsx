import { afterEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fireEvent } from '@testing-library/react';
import { PasswordInput } from './password-input';
import { TextInput } from './text-input';

/**
 * A form of two controlled inputs that shows its state, kept as the screens keep theirs: one object, each change
 * applied by an updater that reads the input when React runs it.
 */
function Credentials() {
  const [values, setValues] = useState({ email: '', password: '' });
  const set = (name: 'email' | 'password') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <form>
      <TextInput aria-label="E-mail" value={values.email} onChange={set('email')} />
      <PasswordInput
        aria-label="Password"
        showLabel="Show"
        hideLabel="Hide"
        value={values.password}
        onChange={set('password')}
      />
      <output>{`${values.email}|${values.password}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's markup in the page, with what the visitor typed before the scripts ran. */
function prerendered(typed: { email?: string; password?: string }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Credentials />);
  document.body.append(container);
  const [email, password] = [...container.querySelectorAll('input')];
  if (!email || !password) throw new Error('the form has two inputs');
  if (typed.email !== undefined) email.value = typed.email;
  if (typed.password !== undefined) password.value = typed.password;
  return { container, email, password, state: () => container.querySelector('output')?.textContent };
}

describe('an input hydrated over prerendered markup', () => {
  it('hands over what was typed or autofilled before hydration, so the form has it', async () => {
    const page = prerendered({ email: 'ada@example.com', password: 'Sunflower-42' });
    await act(async () => {
      root = hydrateRoot(page.container, <Credentials />);
    });
    expect(page.state()).toBe('ada@example.com|Sunflower-42');
    expect(page.email.value).toBe('ada@example.com');
    expect(page.password.value).toBe('Sunflower-42');
  });

  it('keeps a field filled early when the visitor then types into another one', async () => {
    const page = prerendered({ password: 'Sunflower-42' });
    await act(async () => {
      root = hydrateRoot(page.container, <Credentials />);
    });
    await act(async () => {
      fireEvent.input(page.email, { target: { value: 'ada@example.com' } });
    });
    expect(page.password.value).toBe('Sunflower-42');
    expect(page.state()).toBe('ada@example.com|Sunflower-42');
  });

  it('changes nothing when nothing was typed', async () => {
    const page = prerendered({});
    await act(async () => {
      root = hydrateRoot(page.container, <Credentials />);
    });
    expect(page.state()).toBe('|');
    expect(page.email.value).toBe('');
  });
});
