// Daily: driver's licence expiry reminders (issue 15), 30, 14 and 7 days before expiry, to the staff member and to
// HR (the active admins in the HR Manager role), through the mail pipeline. Each (staff, expiry, threshold) is
// claimed in licence_reminders with ON CONFLICT DO NOTHING before it is mailed, so a threshold is never mailed twice
// (a retry, a second run the same day, a second API instance). A licence found late (say 5 days out, never reminded)
// gets only its tightest threshold. Weekly (Monday): a digest for HR of every licence expired or due within 30 days.
import { DRIVER_LICENCE_WARNING_DAYS, HR_MANAGER_ROLE_NAME, addDays, daysBetween, formatCalendarDay, todayIso } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { licenceReminders, roles, staff, users } from '../../db/schema';
import { defineJob } from '../../platform/jobs';

export const LICENCE_REMINDER_THRESHOLDS = [30, 14, 7] as const;

interface Claimed {
  staffId: string;
  email: string;
  firstName: string;
  fullName: string;
  staffNumber: string;
  expiry: string;
  threshold: number;
}

/** The active admins in the HR Manager role. */
async function hrRecipients(db: Db): Promise<string[]> {
  const rows = await selectRows<{ email: string }>(
    db,
    sql`select u.email from ${users} u join ${roles} r on r.id = u.role_id where r.name = ${HR_MANAGER_ROLE_NAME} and u.status = 'Active' order by u.email`,
  );
  return rows.map((row) => row.email);
}

export const licenceReminderJob = defineJob({
  name: 'driver-licence-reminders',
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  retryBackoff: true,
  schedule: { cron: '0 6 * * *', data: {} },
  async run(_data: Record<string, never>, ctx) {
    const today = todayIso();
    // The tightest threshold each licence within 30 days has reached, claimed once and for all.
    const claimed = await selectRows<Claimed>(
      ctx.db,
      sql`with due as (
            select s.id, s.driver_licence_expiry as expiry,
                   case when s.driver_licence_expiry - ${today}::date <= 7 then 7 when s.driver_licence_expiry - ${today}::date <= 14 then 14 else 30 end as threshold
              from ${staff} s
             where s.driver_licence_number is not null and s.status in ('Active', 'Suspended')
               and s.driver_licence_expiry between ${today}::date and ${addDays(today, 30)}::date
          ), claimed as (
            insert into ${licenceReminders} (staff_id, expiry, threshold_days)
            select id, expiry, threshold from due
            on conflict do nothing
            returning staff_id, expiry, threshold_days
          )
          select c.staff_id as "staffId", s.email, s.first_name as "firstName", s.first_name || ' ' || s.last_name as "fullName", s.staff_id as "staffNumber",
                 c.expiry::text as "expiry", c.threshold_days as "threshold"
            from claimed c join ${staff} s on s.id = c.staff_id order by c.expiry, s.staff_id`,
    );
    const hr = claimed.length > 0 ? await hrRecipients(ctx.db) : [];
    const total = claimed.length + hr.length;
    let sent = 0;
    let failed = 0;
    await ctx.progress({ done: 0, total, message: `Sending ${claimed.length} licence expiry reminders` });
    const send = async (mail: { to: string; subject: string; text: string }, what: Record<string, unknown>) => {
      try {
        await ctx.mailer.send(mail);
        sent += 1;
      } catch (error) {
        // Claimed: not mailed twice; the failure is in the log and the job's result.
        failed += 1;
        ctx.log.warn({ err: error, ...what }, 'licence reminder not sent');
      }
      await ctx.progress({ done: sent + failed, total, message: `Sent ${sent} of ${total} licence reminders` });
    };
    for (const c of claimed) {
      await send(
        {
          to: c.email,
          subject: `Your driver's licence expires on ${formatCalendarDay(c.expiry)}`,
          text: [
            `Hello ${c.firstName},`,
            '',
            `Your driver's licence expires on ${formatCalendarDay(c.expiry)}, in ${Math.max(0, daysBetween(today, c.expiry))} days.`,
            'Please renew it and upload the new licence in the staff portal under your profile.',
          ].join('\n'),
        },
        { staffId: c.staffId, threshold: c.threshold },
      );
    }
    if (claimed.length > 0) {
      const lines = claimed.map((c) => `- ${c.fullName} (${c.staffNumber}): expires ${formatCalendarDay(c.expiry)} (${c.threshold}-day reminder)`);
      for (const to of hr) {
        await send(
          { to, subject: `${claimed.length} driver's licence${claimed.length === 1 ? '' : 's'} expiring soon`, text: ["Driver's licences reaching an expiry reminder today:", '', ...lines].join('\n') },
          { hr: to },
        );
      }
    }
    return { reminders: claimed.length, sent, failed };
  },
});

export const licenceDigestJob = defineJob({
  name: 'driver-licence-digest',
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  retryBackoff: true,
  schedule: { cron: '0 7 * * 1', data: {} },
  async run(_data: Record<string, never>, ctx) {
    const today = todayIso();
    const rows = await selectRows<{ fullName: string; staffNumber: string; expiry: string }>(
      ctx.db,
      sql`select s.first_name || ' ' || s.last_name as "fullName", s.staff_id as "staffNumber", s.driver_licence_expiry::text as "expiry"
            from ${staff} s
           where s.driver_licence_number is not null and s.status in ('Active', 'Suspended')
             and s.driver_licence_expiry <= ${addDays(today, DRIVER_LICENCE_WARNING_DAYS)}::date
           order by s.driver_licence_expiry, s.staff_id`,
    );
    if (rows.length === 0) return { licences: 0, sent: 0, failed: 0 };
    const expired = rows.filter((r) => r.expiry < today);
    const due = rows.filter((r) => r.expiry >= today);
    const line = (r: (typeof rows)[number]) => `- ${r.fullName} (${r.staffNumber}): ${formatCalendarDay(r.expiry)}`;
    const text = [
      `Driver's licences this week (${formatCalendarDay(today)}):`,
      '',
      `Expired (${expired.length}):`,
      ...expired.map(line),
      '',
      `Due to expire within ${DRIVER_LICENCE_WARNING_DAYS} days (${due.length}):`,
      ...due.map(line),
      '',
      "The Driver's License report in the admin console lists them all.",
    ].join('\n');
    let sent = 0;
    let failed = 0;
    for (const to of await hrRecipients(ctx.db)) {
      try {
        await ctx.mailer.send({ to, subject: `Weekly driver's licence digest: ${expired.length} expired, ${due.length} due`, text });
        sent += 1;
      } catch (error) {
        failed += 1;
        ctx.log.warn({ err: error, hr: to }, 'licence digest not sent');
      }
    }
    return { licences: rows.length, sent, failed };
  },
});
