/**
 * Outgoing e-mail. Embedded default: each message is written as an RFC 822 .eml file to the outbox folder and
 * summarised in the log. With SMTP_URL it is sent over SMTP instead.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from './log';
import { isPlainEmail } from '../../src/domain/validation';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/**
 * The message as nodemailer takes it. The recipient must be a plain address by the very rule the e-mail fields
 * use (src/domain/validation.ts), and is handed over as an address object, which nodemailer does not parse, so
 * no display name or list can hide another recipient in it.
 */
function envelopeOf(message: MailMessage, from: string) {
  if (!isPlainEmail(message.to)) throw new Error('Refusing to mail an address that is not a plain address');
  return { ...message, from, to: { name: '', address: message.to } };
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailOutboxDir' | 'mailFrom'>,
  log: Logger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelopeOf(message, config.mailFrom));
        log.info('mail sent', { to: message.to, subject: message.subject });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(message, config.mailFrom));
      await mkdir(config.mailOutboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.mailOutboxDir, `${stamp}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info('mail written', { to: message.to, subject: message.subject, file });
    },
  };
}
