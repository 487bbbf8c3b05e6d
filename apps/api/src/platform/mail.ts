// Outgoing mail. With SMTP_URL: sent through nodemailer. Without: kept in the mail_outbox table (readable at
// GET /api/admin/mail-outbox) plus a log line, so the demo works with no mail server.
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';

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
        await transport.sendMail({ from, ...message });
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
