// Daily: a reminder mail to each staff member whose review is overdue (past its due-by day, not yet submitted). A
// review is claimed by setting its `reminded_on` to today in the same UPDATE that picks it, so a retry, a second run
// or a second API instance on the same day never mails it again.
import { formatCalendarDay, todayIso } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { performanceCycles, performanceReviews, staff } from '../../db/schema';
import { defineJob } from '../../platform/jobs';

interface Due {
  id: string;
  email: string;
  firstName: string;
  cycleName: string;
  dueBy: string;
}

export const reviewReminderJob = defineJob({
  name: 'performance-review-reminders',
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  retryBackoff: true,
  schedule: { cron: '0 7 * * *', data: {} },
  async run(_data: Record<string, never>, ctx) {
    const today = todayIso();
    const due = await selectRows<Due>(
      ctx.db,
      sql`update ${performanceReviews} r set reminded_on = ${today}::date
            from ${staff} s, ${performanceCycles} c
           where s.id = r.staff_id and c.id = r.cycle_id and c.deleted_at is null and c.status = 'In_Progress'
             and r.deleted_at is null and r.status in ('Not_Started', 'In_Progress') and r.due_by < ${today}::date
             and (r.reminded_on is null or r.reminded_on < ${today}::date)
       returning r.id, s.email, s.first_name as "firstName", c.name as "cycleName", r.due_by::text as "dueBy"`,
    );
    let sent = 0;
    let failed = 0;
    await ctx.progress({ done: 0, total: due.length, message: `Sending ${due.length} overdue review reminders` });
    for (const review of due) {
      try {
        await ctx.mailer.send({
          to: review.email,
          subject: `Your ${review.cycleName} review is overdue`,
          text: [
            `Hello ${review.firstName},`,
            '',
            `Your self-assessment for the ${review.cycleName} review was due by ${formatCalendarDay(review.dueBy)}.`,
            'Please answer and submit it in the staff portal under Performance.',
          ].join('\n'),
        });
        sent += 1;
      } catch (error) {
        // Claimed for today: it is not mailed twice today; tomorrow's run tries again.
        failed += 1;
        ctx.log.warn({ err: error, reviewId: review.id }, 'review reminder not sent');
      }
      await ctx.progress({ done: sent + failed, total: due.length, message: `Sent ${sent} of ${due.length} overdue review reminders` });
    }
    return { overdue: due.length, sent, failed };
  },
});
