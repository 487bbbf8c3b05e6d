// Launching a review cycle: one review per Active staff member in scope (the cycle's department, or everyone), with
// the cycle's questions and the KPIs that apply to the person (by department and job title) copied in with their
// weights. Idempotent: (cycle, staff) is unique and every insert is ON CONFLICT DO NOTHING, so a retry, a second
// launch or two instances at once never make a second review for anyone. Batches of 500 report progress.
import { OVERALL_RATING_FORMULA_VERSION, formatDayMonthYear } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { uuidArray } from './uuid-array';
import { selectRows, type Db } from '../../db/database';
import { notifications, performanceCycles, performanceQuestions, performanceReviews, staff } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { defineJob } from '../../platform/jobs';
import { mailNotificationsSoon } from '../../platform/notifications';

const BATCH = 500;

interface LaunchCycle {
  id: string;
  name: string;
  status: string;
  departmentId: string | null;
  dueBy: string;
  questionIds: string[];
  kpiIds: string[];
}

export interface LaunchOutcome {
  staffInScope: number;
  reviewsCreated: number;
}

/**
 * Creates the reviews of an In_Progress cycle for everyone in scope who has none yet, in batches; `onBatch` hears
 * how far it got (done of total staff in scope). Used by the launch job and the demo seed.
 */
export async function createCycleReviews(
  db: Db,
  cycleId: string,
  options: {
    onBatch?: (done: number, total: number, created: number, name: string) => Promise<void>;
    signal?: AbortSignal;
    /** Mail each person of their review (default), or only tell them in the app (the demo seed). */
    mail?: boolean;
  } = {},
): Promise<LaunchOutcome & { skipped?: boolean }> {
  const [cycle] = await selectRows<LaunchCycle>(
    db,
    sql`select id, name, status::text as status, department_id as "departmentId", (due_date + days_allowed)::text as "dueBy",
               question_ids::text as "questionIds", kpi_ids::text as "kpiIds"
          from ${performanceCycles} where id = ${cycleId} and deleted_at is null`,
  );
  if (!cycle || cycle.status !== 'In_Progress') return { staffInScope: 0, reviewsCreated: 0, skipped: true };

  const questions = await db
    .select({ questionId: performanceQuestions.id, text: performanceQuestions.text, category: performanceQuestions.category })
    .from(performanceQuestions)
    .where(sql`${performanceQuestions.id} = any(${uuidArray(cycle.questionIds)})`)
    .orderBy(performanceQuestions.category, performanceQuestions.text, performanceQuestions.id);
  const answers = JSON.stringify(questions.map((q) => ({ ...q, rating: null })));

  const inScope = sql`${staff.status} = 'Active'${cycle.departmentId ? sql` and ${staff.departmentId} = ${cycle.departmentId}` : sql``}`;
  const people = await selectRows<{ id: string }>(
    db,
    sql`select ${staff.id} as id from ${staff} where ${inScope}
          and not exists (select 1 from ${performanceReviews} r where r.cycle_id = ${cycle.id} and r.staff_id = ${staff.id})
        order by ${staff.id}`,
  );
  const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(*)::int as total from ${staff} where ${inScope}`);
  const already = total - people.length;
  let created = 0;
  await options.onBatch?.(already, total, created, cycle.name);

  for (let start = 0; start < people.length; start += BATCH) {
    if (options.signal?.aborted) throw new Error('The API shut down during the launch; the next try carries on where it stopped.');
    const ids = people.slice(start, start + BATCH).map((p) => p.id);
    // Each review and its notification are written by one statement, so a retry makes neither twice.
    const inserted = await selectRows<{ id: string }>(
      db,
      sql`with created as (insert into ${performanceReviews} (cycle_id, staff_id, department_id, department_name, job_title_name, answers, kpis, formula_version, due_by)
          select ${cycle.id}, s.id, s.department_id, d.name, j.name, ${answers}::jsonb,
                 (select coalesce(jsonb_agg(jsonb_build_object('kpiId', k.id, 'name', k.name, 'description', k.description, 'weight', k.weight,
                                                               'score', null, 'comment', null) order by k.name, k.id), '[]'::jsonb)
                    from "performance_kpis" k
                   where k.id = any(${uuidArray(cycle.kpiIds)})
                     and (cardinality(k.department_ids) = 0 or s.department_id = any(k.department_ids))
                     and (cardinality(k.job_title_ids) = 0 or s.job_title_id = any(k.job_title_ids))),
                 ${OVERALL_RATING_FORMULA_VERSION}, ${cycle.dueBy}::date
            from "staff" s
            left join "departments" d on d.id = s.department_id
            left join "job_titles" j on j.id = s.job_title_id
           where s.id = any(${uuidArray(ids)})
          on conflict (cycle_id, staff_id) do nothing
          returning id, staff_id), told as (
            insert into ${notifications} (audience, recipient_id, kind, title, body, entity, entity_id, mail)
            select 'staff', staff_id, 'review-assigned', ${`Your ${cycle.name} review is waiting for you`}, ${`Due by ${formatDayMonthYear(cycle.dueBy)}`},
                   'review', id, ${options.mail === false ? 'none' : 'immediate'}::notification_mail
              from created)
          select id from created`,
    );
    created += inserted.length;
    await options.onBatch?.(already + start + ids.length, total, created, cycle.name);
  }
  await writeAudit(db, { actor: 'system', action: 'launch-reviews', entity: 'performance-review', entityId: cycle.id, to: { staffInScope: total, reviewsCreated: created } });
  return { staffInScope: total, reviewsCreated: created };
}

export const cycleLaunchJob = defineJob({
  name: 'performance-cycle-launch',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  timeoutSeconds: 30 * 60,
  run: async (data: { cycleId: string }, ctx) => {
    const outcome = await createCycleReviews(ctx.db, data.cycleId, {
      signal: ctx.signal,
      onBatch: (done, total, created, name) => ctx.progress({ done, total, message: `Created ${created} reviews for ${name} (${done} of ${total} staff in scope)` }),
    });
    if (outcome.reviewsCreated > 0) await mailNotificationsSoon(ctx);
    return outcome;
  },
});
