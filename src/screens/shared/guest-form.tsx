/**
 * The frame of a logged-out screen's form: heading and lead, the fields it is given, the refusal for the
 * whole form, the submit button and an optional footer. The screen keeps its own values and form machine.
 */
import { useEffect, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Link } from 'wouter';
import { Button } from '../../ui/button/button';
import { FormAlert } from './form-alert';
import { APP_HANDLES_ATTRIBUTE } from '../../ui/taken-over';
import * as styles from './guest-form.css';

export function GuestForm({
  title,
  lead,
  formRef,
  busy,
  failure,
  submitLabel,
  onSubmit,
  footer,
  children,
}: {
  title: string;
  lead: ReactNode;
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  failure: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  // Once hydrated, the form is the app's: the page's inline script sends it then if it was sent before
  // (src/app/first-paint.ts), after the fields have handed over what was typed (use-filled-value.ts).
  useEffect(() => formRef.current?.setAttribute(APP_HANDLES_ATTRIBUTE, ''), [formRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {/* POST, so that a browser sending the form itself (no JavaScript) never puts the password in the address. */}
      <form ref={formRef} className={styles.form} onSubmit={submit} method="post" noValidate>
        {children}
        <FormAlert tone="error">{failure}</FormAlert>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
          {submitLabel}
        </Button>
      </form>
      {footer}
    </div>
  );
}

/** The line under a guest form that leads elsewhere: "New to CreatorHub? Create an account". */
export function GuestFooterLink({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <p className={styles.footer}>
      {text}{' '}
      <Link href={href} className={styles.link}>
        {link}
      </Link>
    </p>
  );
}
