/**
 * Outgoing e-mail. Embedded default: each message is written as an RFC 822 .eml file to the outbox folder and
 * summarised in the log. With SMTP_URL it is sent over SMTP instead.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from './log';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailOutboxDir' | 'mailFrom'>,
  log: Logger,
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
        log.info('mail sent', { to: message.to, subject: message.subject });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(config.mailOutboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.mailOutboxDir, `${stamp}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info('mail written', { to: message.to, subject: message.subject, file });
    },
  };
}
