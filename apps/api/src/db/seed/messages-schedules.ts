// Demo messages and shifts (demo mode only). Messages are created once; shifts are created for the current week the
// first time the API starts in that week, so the staff portal always has a schedule to show (recorded per week in
// seed_history, so a week an admin has edited is never refilled).
import {
  addDays,
  currentWeekKey,
  daysOfWeek,
  shiftSpan,
  todayIso,
  weekdayOf,
  weekdaysInWeekOrder,
  type MessageAudience,
  type MessageStatus,
  type Weekday,
} from '@crewbase/domain';
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { departments, locations, messageReads, messageRecipients, messages, scheduleShifts, seedHistory, staff, users } from '../schema';

const DEMO_MESSAGES = 'demo-messages-v1';
const HOUR = 3_600_000;

interface DemoMessage {
  title: string;
  body: string;
  audience: MessageAudience;
  /** Department or location names. */
  to?: string[];
  status: MessageStatus;
  /** Hours from now (negative: in the past). */
  publishInHours: number | null;
  readByDemoStaff?: boolean;
}

const demoMessages: DemoMessage[] = [
  {
    title: 'Welcome to Crewbase messages',
    body: '<p>Announcements from HR and Operations now arrive here. You will see a <strong>New</strong> badge beside Messages when something is waiting for you.</p><p>Questions? Write to <a href="mailto:hr@crewbase.test">hr@crewbase.test</a>.</p>',
    audience: 'everyone',
    status: 'Published',
    publishInHours: -24 * 9,
    readByDemoStaff: true,
  },
  {
    title: 'New barrier procedure at every car park',
    body: '<h2>From Monday</h2><p>Barrier faults are logged in the shift book <em>before</em> the barrier is lifted by hand.</p><ul><li>Call the shift lead first.</li><li>Note the time and the plate number.</li><li>Never leave a barrier up unattended.</li></ul>',
    audience: 'departments',
    to: ['Operations'],
    status: 'Published',
    publishInHours: -24 * 3,
  },
  {
    title: 'Victoria Island: resurfacing on Saturday',
    body: '<p>Level 2 of the Victoria Island car park closes on Saturday from 06:00 to 18:00 for resurfacing. Direct customers to levels 1 and 3.</p>',
    audience: 'locations',
    to: ['Victoria Island Car Park'],
    status: 'Published',
    publishInHours: -26,
  },
  {
    title: 'Month-end close checklist',
    body: '<p>Please reconcile every cash float by the 28th and send the signed sheets to Finance.</p><ol><li>Count the float.</li><li>Sign the sheet.</li><li>Hand it to your supervisor.</li></ol>',
    audience: 'departments',
    to: ['Finance'],
    status: 'Published',
    publishInHours: -30,
  },
  {
    title: 'Payroll dates for December',
    body: '<p>December salaries are paid on <strong>22 December</strong> because of the holidays. Payslips follow in the Payroll section the same day.</p>',
    audience: 'everyone',
    status: 'Published',
    publishInHours: -6,
  },
  {
    title: 'End-of-year get-together',
    body: '<p>Join us at Head Office for the end-of-year get-together. Food, music and the Spirit of Excellence awards.</p><blockquote>Thank you for a great year.</blockquote>',
    audience: 'everyone',
    status: 'Scheduled',
    publishInHours: 24 * 7,
  },
  {
    title: 'Updated leave policy (draft)',
    body: '<p>Draft for review: annual leave requests for December must be in by 15 November.</p>',
    audience: 'everyone',
    status: 'Draft',
    publishInHours: null,
  },
];

async function seedMessages(db: Db, now: Date): Promise<void> {
  const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, DEMO_MESSAGES));
  if (done) return;
  const [author] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, 'admin@crewbase.test'));
  const [reader] = await db.select({ id: staff.id }).from(staff).where(eq(sql`lower(${staff.email})`, 'staff@crewbase.test'));
  if (!author || !reader) return; // not the demo company
  const departmentIds = new Map((await db.select().from(departments)).map((d) => [d.name, d.id]));
  const locationIds = new Map((await db.select().from(locations)).map((l) => [l.name, l.id]));

  for (const m of demoMessages) {
    const publishAt = m.publishInHours === null ? null : new Date(now.getTime() + m.publishInHours * HOUR);
    // Written before it went out, and never after now: a message scheduled for next week was drafted yesterday.
    const createdAt = publishAt && publishAt <= now ? new Date(publishAt.getTime() - HOUR) : new Date(now.getTime() - 24 * HOUR);
    const [row] = await db
      .insert(messages)
      .values({ title: m.title, body: m.body, recipientType: 'Staff', audience: m.audience, status: m.status, publishAt, createdById: author.id, createdAt, updatedAt: createdAt })
      .returning({ id: messages.id });
    const ids = (m.to ?? []).map((name) => (m.audience === 'departments' ? departmentIds.get(name) : locationIds.get(name))).filter((id): id is string => !!id);
    if (m.audience !== 'everyone' && ids.length > 0) {
      await db.insert(messageRecipients).values(ids.map((recipientId) => ({ messageId: row.id, audience: m.audience, recipientId })));
    }
    if (m.readByDemoStaff && publishAt) {
      await db.insert(messageReads).values({ staffId: reader.id, messageId: row.id, readAt: new Date(publishAt.getTime() + 2 * HOUR) });
    }
  }
  await db.insert(seedHistory).values({ name: DEMO_MESSAGES }).onConflictDoNothing();
}

const shiftPatterns = [
  { startTime: '07:00', endTime: '15:00' },
  { startTime: '15:00', endTime: '23:00' },
  { startTime: '23:00', endTime: '07:00' },
] as const;

async function seedWeekShifts(db: Db, now: Date): Promise<void> {
  const week = currentWeekKey(now);
  const key = `demo-schedule-${week}`;
  const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, key));
  if (done) return;
  const people = await db
    .select({ id: staff.id, email: staff.email, locationId: staff.locationId, department: departments.name })
    .from(staff)
    .innerJoin(departments, eq(departments.id, staff.departmentId))
    .where(and(eq(staff.status, 'Active'), isNotNull(staff.locationId)))
    .orderBy(staff.staffId);
  // Every seeded shift lies between Sunday 07:00 and the next Sunday 07:00 (the earliest start and the latest end of
  // the patterns below). Anyone with a shift overlapping that span is left alone, so the demo never makes a clash.
  const weekStart = `${week}T07:00`;
  const weekEnd = `${addDays(week, 7)}T07:00`;
  const busy = new Set(
    (
      await db
        .selectDistinct({ staffId: scheduleShifts.staffId })
        .from(scheduleShifts)
        .where(and(gt(scheduleShifts.endsAt, weekStart), lt(scheduleShifts.startsAt, weekEnd)))
    ).map((r) => r.staffId),
  );
  const onSite = people.filter(
    (p) => !busy.has(p.id) && (['Operations', 'Security', 'Customer Service'].includes(p.department ?? '') || p.email === 'staff@crewbase.test'),
  );
  if (onSite.length === 0) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, 'admin@crewbase.test'));
  const days = daysOfWeek(week);
  const todayIndex = weekdaysInWeekOrder.indexOf(weekdayOf(todayIso(now)));

  const rows = onSite.flatMap((person, index) => {
    let plan: Array<{ dayOfWeek: Weekday; date: string; startTime: string; endTime: string }>;
    if (person.email === 'staff@crewbase.test') {
      // Works today; a night shift tomorrow into the day after, which is a day off.
      plan = days.flatMap((day, i) => {
        const offset = (i - todayIndex + 7) % 7;
        if (offset === 2 || offset === 3) return [];
        const times = offset === 1 ? { startTime: '22:00', endTime: '06:00' } : { startTime: '07:00', endTime: '15:00' };
        return [{ ...day, ...times }];
      });
    } else {
      // Five days on, two off, the days off moving with the person; one pattern all week so nothing overlaps.
      const times = shiftPatterns[index % shiftPatterns.length];
      plan = days.filter((_, i) => (i + index) % 7 < 5).map((day) => ({ ...day, ...times }));
    }
    return plan.map((p) => ({
      staffId: person.id,
      locationId: person.locationId as string,
      week,
      dayOfWeek: p.dayOfWeek,
      shiftDate: p.date,
      startTime: p.startTime,
      endTime: p.endTime,
      ...shiftSpan(p.date, p.startTime, p.endTime),
      createdById: admin?.id ?? null,
    }));
  });
  if (rows.length > 0) await db.insert(scheduleShifts).values(rows);
  await db.insert(seedHistory).values({ name: key }).onConflictDoNothing();
}

export async function seedMessagesAndSchedules(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  await seedMessages(db, now);
  await seedWeekShifts(db, now);
}
