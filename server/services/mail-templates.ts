/**
 * The account e-mails, in English and Spanish (the company's language when known, else English): a plain-text
 * body and a simple HTML one. Non-ASCII letters are fine here: the mailer encodes them (quoted-printable,
 * encoded-word subjects), so what goes on the wire is ASCII.
 */
import type { MailMessage } from './mail';

export type MailLanguage = 'en' | 'es';

/** The language of an account's e-mails: Spanish when the account says so, English otherwise. */
export const mailLanguage = (language: string | null | undefined): MailLanguage =>
  language?.toLowerCase().startsWith('es') ? 'es' : 'en';

type Texts = { subject: string; intro: string; action?: string; outro: string };

const TEXTS = {
  verification: {
    en: {
      subject: 'Your CreatorHub verification code',
      intro: 'Welcome to CreatorHub. Enter this code to verify your e-mail address:',
      outro: 'The code is valid for 30 minutes. If you did not sign up, you can ignore this message.',
    },
    es: {
      subject: 'Tu código de verificación de CreatorHub',
      intro:
        'Te damos la bienvenida a CreatorHub. Introduce este código para verificar tu correo electrónico:',
      outro: 'El código es válido durante 30 minutos. Si no te has registrado, puedes ignorar este mensaje.',
    },
  },
  reset: {
    en: {
      subject: 'Reset your CreatorHub password',
      intro: 'We received a request to reset the password of your CreatorHub account.',
      action: 'Choose a new password',
      outro: 'The link is valid for one hour and works once. If you did not ask for it, ignore this message.',
    },
    es: {
      subject: 'Restablece tu contraseña de CreatorHub',
      intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de CreatorHub.',
      action: 'Elige una contraseña nueva',
      outro:
        'El enlace es válido durante una hora y funciona una sola vez. Si no lo pediste, ignora este mensaje.',
    },
  },
  changeEmail: {
    en: {
      subject: 'Confirm your new CreatorHub e-mail address',
      intro: 'Someone asked to use this address for a CreatorHub account.',
      action: 'Confirm the new address',
      outro: 'The link is valid for one hour and works once. If you did not ask for it, ignore this message.',
    },
    es: {
      subject: 'Confirma tu nuevo correo electrónico de CreatorHub',
      intro: 'Se ha pedido usar esta dirección para una cuenta de CreatorHub.',
      action: 'Confirmar la nueva dirección',
      outro:
        'El enlace es válido durante una hora y funciona una sola vez. Si no lo pediste, ignora este mensaje.',
    },
  },
} satisfies Record<string, Record<MailLanguage, Texts>>;

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function compose(to: string, texts: Texts, highlight: { code: string } | { link: string }): MailMessage {
  const text =
    'code' in highlight
      ? `${texts.intro}\n\n${highlight.code}\n\n${texts.outro}\n`
      : `${texts.intro}\n\n${texts.action ?? ''}:\n${highlight.link}\n\n${texts.outro}\n`;
  const middle =
    'code' in highlight
      ? `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(highlight.code)}</strong></p>`
      : `<p><a href="${escapeHtml(highlight.link)}">${escapeHtml(texts.action ?? highlight.link)}</a></p>`;
  const html = `<!doctype html><html><body><p>${escapeHtml(texts.intro)}</p>${middle}<p>${escapeHtml(texts.outro)}</p></body></html>`;
  return { to, subject: texts.subject, text, html };
}

export const verificationCodeMail = (to: string, language: MailLanguage, code: string): MailMessage =>
  compose(to, TEXTS.verification[language], { code });

export const resetPasswordMail = (to: string, language: MailLanguage, link: string): MailMessage =>
  compose(to, TEXTS.reset[language], { link });

export const changeEmailMail = (to: string, language: MailLanguage, link: string): MailMessage =>
  compose(to, TEXTS.changeEmail[language], { link });
