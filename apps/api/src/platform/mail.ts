// Outgoing mail. With SMTP_URL: sent through nodemailer. Without: kept in the mail_outbox table (readable at
// GET /api/admin/mail-outbox) plus a log line, so the demo works with no mail server.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import { HttpError } from './errors';

/** What a person is told when the mail server refuses or cannot be reached. */
export const MAIL_NOT_SENT = 'The email could not be sent just now. Try again in a moment.';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, db, log } = options;
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        try {
          await transport.sendMail({ from, ...message });
        } catch (error) {
          log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
          throw new HttpError(503, MAIL_NOT_SENT);
        }
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      // The body stays out of the log: it may hold a one-time code.
      log.info({ to: message.to, subject: message.subject, outboxId: row.id }, 'mail kept in the outbox (no SMTP_URL set)');
    },
  };
}
