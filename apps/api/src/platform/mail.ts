// Outgoing mail. With SMTP_URL: sent through nodemailer. Without: kept in the mail_outbox table (readable at
// GET /api/admin/mail-outbox) with its one-time codes hidden, since no admin may read another person's code; outside
// production the API log carries the whole message, so the demo works offline. A production start without SMTP_URL
// cannot mail codes at all: code requests answer 503 (see `requireCodeMail`).
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import { HttpError } from './errors';

/** What a person is told when the mail server refuses or cannot be reached. */
export const MAIL_NOT_SENT = 'The email could not be sent just now. Try again in a moment.';
/** What a person is told when the API has no mail server to send codes through (production without SMTP_URL). */
export const CODE_MAIL_UNAVAILABLE = 'Codes cannot be emailed right now. Contact your HR team.';
/** What replaces a one-time code (or a link carrying one) wherever an admin may read the mail. */
export const HIDDEN_SECRET = '[hidden: only the recipient sees it]';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** One-time codes or links carrying one, as they appear in `text`: never stored in clear or shown to admins. */
  secrets?: readonly string[];
}

/** A mail as a test reads it from the test mailbox: the full text, codes included. */
export interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  /** Whether mail carrying a one-time code can go out (false only in production without SMTP_URL). */
  canSendCodes: boolean;
  send(message: MailMessage): Promise<void>;
  /**
   * Runs mail work after the answer has left, so an answer never waits on (or reveals) whether mail went out.
   * Failures are logged. `idle()` resolves once every such job has ended (tests, shutdown).
   */
  sendLater(log: FastifyBaseLogger, work: () => Promise<void>): void;
  idle(): Promise<void>;
  /** The test mailbox (TEST_MAILBOX, never in production): every mail's full text, newest last; null when off. */
  delivered: DeliveredMail[] | null;
}

/** The text with every secret replaced, for the outbox and anything else an admin may read. */
export function hideSecrets(text: string, secrets: readonly string[] = []): string {
  return secrets.filter((s) => s.length > 0).reduce((masked, secret) => masked.split(secret).join(HIDDEN_SECRET), text);
}

/** Refuses a code request (503, same for every email) when code mail cannot go out at all. */
export function requireCodeMail(mailer: Pick<Mailer, 'canSendCodes'>): void {
  if (!mailer.canSendCodes) throw new HttpError(503, CODE_MAIL_UNAVAILABLE);
}

const TEST_MAILBOX_SIZE = 500;

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  production: boolean;
  testMailbox: boolean;
}): Mailer {
  const { smtpUrl, from, db, log, production, testMailbox } = options;
  const pending = new Set<Promise<void>>();
  const delivered: DeliveredMail[] | null = testMailbox && !production ? [] : null;
  const remember = (message: MailMessage) => {
    if (!delivered) return;
    delivered.push({ to: message.to, subject: message.subject, text: message.text, sentAt: new Date().toISOString() });
    if (delivered.length > TEST_MAILBOX_SIZE) delivered.shift();
  };
  const background = {
    sendLater(jobLog: FastifyBaseLogger, work: () => Promise<void>) {
      // Started on the next turn of the event loop, once the answer is written: on PGlite the database runs on this
      // very thread, and the work must not hold the answer back.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => jobLog.error({ err: error }, 'mail work after the answer failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    delivered,
  };

  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      kind: 'smtp',
      canSendCodes: true,
      ...background,
      async send(message) {
        try {
          await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        } catch (error) {
          log.error({ err: error, to: message.to, subject: message.subject }, 'mail not sent');
          throw new HttpError(503, MAIL_NOT_SENT);
        }
        remember(message);
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }

  if (production) {
    log.error('SMTP_URL is not set: activation and password reset codes cannot be mailed, and code requests answer 503. Set SMTP_URL.');
  }
  return {
    kind: 'outbox',
    canSendCodes: !production,
    ...background,
    async send(message) {
      const secrets = message.secrets ?? [];
      if (secrets.length > 0 && production) throw new HttpError(503, CODE_MAIL_UNAVAILABLE);
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: hideSecrets(message.text, secrets) })
        .returning({ id: mailOutbox.id });
      remember(message);
      if (production) {
        log.info({ to: message.to, subject: message.subject, outboxId: row.id }, 'mail kept in the outbox (no SMTP_URL set)');
      } else {
        // Outside production the log is the demo's mailbox: the whole message, code included.
        log.info({ to: message.to, subject: message.subject, outboxId: row.id, text: message.text }, 'mail kept in the outbox (no SMTP_URL set)');
      }
    },
  };
}
