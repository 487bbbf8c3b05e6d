// Notifications (the bell and its mail). A service or a workflow record's `notify` hook adds rows in the transaction
// of the change they tell of, so a rolled back change tells nobody; once it commits, `mailNotificationsSoon` queues
// the mail job. Mail is claimed before it is sent: the job sets `mailed_at` with a conditional UPDATE (... where
// mailed_at is null, skipping rows another run holds), so a notification is mailed once whatever retries, second runs
// or second API instances happen. Request arrivals for an admin who chose the daily digest wait for the digest job,
// which claims them the same way and sends one mail per admin.
import { NOTIFICATION_DIGEST_HOUR_UTC, SUPER_ADMIN_ROLE_NAME, notificationPath, type NotificationAudience, type NotificationEntity, type NotificationKind, type PermissionResource } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/database';
import { notifications } from '../db/schema';
import type { Config } from '../config';
import type { ServiceContext } from './context';
import { defineJob, type JobContext } from './jobs';

export interface NewNotification {
  audience: NotificationAudience;
  recipientId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  entity: NotificationEntity;
  entityId: string;
  /** How it is mailed (default: now). */
  mail?: 'immediate' | 'digest' | 'none';
}

/** Adds the notifications (in the caller's transaction); answers how many. */
export async function addNotifications(db: Db, items: readonly NewNotification[]): Promise<number> {
  if (items.length === 0) return 0;
  await db.insert(notifications).values(items.map((n) => ({ ...n, body: n.body ?? '', mail: n.mail ?? 'immediate' })));
  return items.length;
}

/** The active admins who may decide a record of `resource` (super admins, and roles granting its `approve`), with their mail choice. */
export async function decidersOf(db: Db, resource: PermissionResource, exceptUserId?: string): Promise<Array<{ id: string; mail: 'immediate' | 'digest' }>> {
  return selectRows(
    db,
    sql`select u.id, u.notification_mail::text as mail
          from users u join roles r on r.id = u.role_id
         where u.status = 'Active' and u.id is distinct from ${exceptUserId ?? null}::uuid
           and (lower(r.name) = lower(${SUPER_ADMIN_ROLE_NAME}) or exists (
             select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
              where rp.role_id = r.id and p.table_name = ${resource} and p.name = 'approve'))
         order by u.id`,
  );
}

/** A request arrived: every admin who may decide it is told, each by their mail choice (the one who raised it aside). */
export async function notifyDeciders(db: Db, resource: PermissionResource & NotificationEntity, entityId: string, title: string, body: string, exceptUserId?: string): Promise<number> {
  const deciders = await decidersOf(db, resource, exceptUserId);
  return addNotifications(
    db,
    deciders.map((d) => ({ audience: 'admin' as const, recipientId: d.id, kind: 'request-arrived' as const, title, body, entity: resource, entityId, mail: d.mail })),
  );
}

/**
 * After the change that added notifications commits: queue the mail job (what it finds unmailed, it mails). A queue
 * that cannot be reached is logged, not refused: the change stands, and the job's schedule mails it a little later.
 */
export async function mailNotificationsSoon(ctx: Pick<ServiceContext, 'jobs' | 'log'>): Promise<void> {
  if (!ctx.jobs) return;
  try {
    await ctx.jobs.enqueue(notificationMailJob, {});
  } catch (error) {
    ctx.log?.warn({ err: error }, 'notification mail job not queued; its schedule will send the mail');
  }
}

interface Claimed {
  id: string;
  audience: NotificationAudience;
  title: string;
  body: string;
  entity: NotificationEntity;
  entityId: string;
  recipientId: string;
  email: string | null;
  firstName: string | null;
}

/** Claims up to `limit` unmailed notifications of this mail kind (a conditional UPDATE), with their recipient's address. */
const claim = (db: Db, mail: 'immediate' | 'digest', limit: number) =>
  selectRows<Claimed>(
    db,
    sql`with claimed as (
          update notifications n set mailed_at = now()
           where n.id in (select id from notifications where mail = ${mail} and mailed_at is null order by created_at, id limit ${limit} for update skip locked)
             and n.mailed_at is null
          returning n.id, n.audience, n.recipient_id, n.title, n.body, n.entity, n.entity_id, n.created_at
        )
        select c.id, c.audience::text as audience, c.title, c.body, c.entity, c.entity_id as "entityId", c.recipient_id as "recipientId",
               coalesce(s.email, u.email) as email, coalesce(s.first_name, u.first_name) as "firstName"
          from claimed c
          left join staff s on c.audience = 'staff' and s.id = c.recipient_id
          left join users u on c.audience = 'admin' and u.id = c.recipient_id
         order by c.created_at, c.id`,
  );

const linkOf = (config: Config, n: Pick<Claimed, 'audience' | 'entity' | 'entityId'>) =>
  `${n.audience === 'staff' ? config.staffAppUrl : config.adminAppUrl}${notificationPath(n.audience, n.entity, n.entityId)}`;

async function sendEach(ctx: JobContext, mails: Array<{ to: string; subject: string; text: string }>) {
  let sent = 0;
  let failed = 0;
  for (const mail of mails) {
    try {
      await ctx.mailer.send(mail);
      sent += 1;
    } catch (error) {
      // Claimed: not mailed twice. The failure is in the log and the job's result; the bell still shows it.
      failed += 1;
      ctx.log.warn({ err: error, to: mail.to }, 'notification mail not sent');
    }
  }
  return { sent, failed };
}

const BATCH = 200;

/** Mails every notification waiting to be mailed now, one mail each. Queued after each change; also every 5 minutes. */
export const notificationMailJob = defineJob({
  name: 'notification-mail',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  schedule: { cron: '*/5 * * * *', data: {} },
  async run(_data: Record<string, never>, ctx) {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const batch = await claim(ctx.db, 'immediate', BATCH);
      const result = await sendEach(
        ctx,
        batch
          .filter((n) => n.email)
          .map((n) => ({
            to: n.email as string,
            subject: n.title,
            text: [`Hello ${n.firstName ?? ''},`.replace(' ,', ','), '', n.title, ...(n.body ? [n.body] : []), '', `Open it: ${linkOf(ctx.config, n)}`].join('\n'),
          })),
      );
      sent += result.sent;
      failed += result.failed;
      if (batch.length < BATCH || ctx.signal.aborted) break;
    }
    return { sent, failed };
  },
});

/** Daily: one mail per admin who chose the digest, listing the requests that arrived since the last one. */
export const notificationDigestJob = defineJob({
  name: 'notification-digest',
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  retryBackoff: true,
  schedule: { cron: `0 ${NOTIFICATION_DIGEST_HOUR_UTC} * * *`, data: {} },
  async run(_data: Record<string, never>, ctx) {
    const claimed = await claim(ctx.db, 'digest', 100_000);
    const byRecipient = new Map<string, Claimed[]>();
    for (const n of claimed) if (n.email) byRecipient.set(n.email, [...(byRecipient.get(n.email) ?? []), n]);
    const mails = [...byRecipient.entries()].map(([to, items]) => ({
      to,
      subject: `${items.length} request${items.length === 1 ? '' : 's'} waiting for a decision`,
      text: [
        `Hello ${items[0].firstName ?? ''},`.replace(' ,', ','),
        '',
        `Requests that arrived since your last digest (${items.length}):`,
        '',
        ...items.map((n) => `- ${n.title}${n.body ? `: ${n.body}` : ''}\n  ${linkOf(ctx.config, n)}`),
      ].join('\n'),
    }));
    return { notifications: claimed.length, ...(await sendEach(ctx, mails)) };
  },
});
