// Demo requests (demo mode only): leave, loans, medical assistance and payment requests in every state, for the demo
// sign-in staff@crewbase.test and a few colleagues, each with its audit trail. Dates are relative to the first start,
// so approved leave shows ACTIVE or COMPLETED as the days pass. Created once (seed_history).
import {
  addDays,
  buildRepaymentPlan,
  countLeaveDays,
  firstRepaymentDate,
  fromMinorUnits,
  isWorkingDay,
  todayIso,
  toMinorUnits,
  type LeaveStoredStatus,
  type LeaveTypeCode,
  type LoanStatus,
  type MedicalAssistanceStatus,
  type PaymentRequestStatus,
} from '@crewbase/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { auditLog, leaveRequests, leaveTypes, publicHolidays, loanRepayments, loanRequests, medicalAssistanceRequests, paymentRequests, seedHistory, staff, users } from '../schema';

const DEMO_REQUESTS = 'demo-requests-v1';
const DAY = 86_400_000;

/** The weekday on or after `date`. */
const weekdayFrom = (date: string) => {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
};

interface Trail {
  entity: string;
  id: string;
  /** Who the staff steps were taken by (the request's owner). */
  ownerId: string;
  steps: Array<{ action: string; by: 'staff' | 'admin'; from?: string; to: string; daysAgo: number; note?: string }>;
}

export async function seedDemoRequests(db: Db, options: { now?: Date } = {}): Promise<void> {
  const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, DEMO_REQUESTS));
  if (done) return;
  const now = options.now ?? new Date();
  const today = todayIso(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const day = (offset: number) => weekdayFrom(addDays(today, offset));

  const demoStaff = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(eq(staff.status, 'Active'))
    .orderBy(asc(staff.staffId))
    .limit(8);
  const admins = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['admin@crewbase.test', 'hr@crewbase.test']));
  const me = demoStaff.find((s) => s.email === 'staff@crewbase.test') ?? demoStaff[0];
  const colleagues = demoStaff.filter((s) => s.id !== me?.id);
  const admin = admins.find((a) => a.email === 'hr@crewbase.test') ?? admins[0];
  if (!me || colleagues.length < 4 || !admin) return;
  const [c1, c2, c3, c4] = colleagues;
  const trails: Trail[] = [];

  // Leave: every state. Each decided request gets its decision in the trail.
  // Leave types by code, and the holidays the leave days leave out (seeded just before).
  const typeIds = new Map((await db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes)).map((t) => [t.code, t.id]));
  const holidays = new Set((await db.select({ date: publicHolidays.date }).from(publicHolidays)).map((h) => h.date));
  const leaveSpecs: Array<{ who: typeof me; start: string; length: number; status: LeaveStoredStatus; reason: string; daysAgo: number; note?: string; type?: LeaveTypeCode }> = [
    { who: me, start: day(-70), length: 5, status: 'APPROVED', reason: 'Annual leave: family visit to Enugu', daysAgo: 90 },
    { who: me, start: day(21), length: 3, status: 'APPROVED', reason: 'Sister’s wedding', daysAgo: 12, note: 'Enjoy the wedding' },
    { who: me, start: day(45), length: 2, status: 'PENDING', reason: 'Moving house', daysAgo: 2 },
    { who: me, start: day(30), length: 4, status: 'REJECTED', reason: 'Short break', daysAgo: 20, note: 'Peak season at the car park; please pick other dates' },
    { who: me, start: day(60), length: 1, status: 'WITHDRAWN', reason: 'Dentist appointment', daysAgo: 8 },
    { who: me, start: day(75), length: 2, status: 'CANCELLED', reason: 'Training course', daysAgo: 15, note: 'Course postponed by the provider' },
    { who: c1, start: day(-2), length: 5, status: 'APPROVED', reason: 'Annual leave', daysAgo: 25 },
    { who: c2, start: day(7), length: 5, status: 'PENDING', reason: 'Exam preparation', daysAgo: 1, type: 'STUDY' },
    { who: c3, start: day(14), length: 2, status: 'PENDING', reason: 'Child’s graduation', daysAgo: 3 },
    { who: c4, start: day(-30), length: 3, status: 'APPROVED', reason: 'Sick leave', daysAgo: 32, type: 'SICK' },
  ];
  for (const spec of leaveSpecs) {
    const end = addDays(spec.start, spec.length - 1);
    const [row] = await db
      .insert(leaveRequests)
      .values({
        staffId: spec.who.id,
        // Left out: Annual (the column's default).
        leaveTypeId: spec.type ? typeIds.get(spec.type) : undefined,
        startDate: spec.start,
        endDate: end,
        days: Math.max(countLeaveDays(spec.start, end, holidays), 1),
        reason: spec.reason,
        status: spec.status,
        decisionNote: spec.note ?? null,
        createdByType: 'staff',
        createdById: spec.who.id,
        createdAt: at(spec.daysAgo),
        updatedAt: at(spec.daysAgo),
      })
      .returning({ id: leaveRequests.id });
    const decision = { APPROVED: 'approve', REJECTED: 'reject', WITHDRAWN: 'withdraw', CANCELLED: 'cancel', PENDING: null }[spec.status];
    const steps: Trail['steps'] = [{ action: 'create', by: 'staff', to: 'PENDING', daysAgo: spec.daysAgo }];
    if (spec.status === 'CANCELLED') steps.push({ action: 'approve', by: 'admin', from: 'PENDING', to: 'APPROVED', daysAgo: spec.daysAgo - 1 });
    if (decision) {
      steps.push({
        action: decision,
        by: decision === 'withdraw' ? 'staff' : 'admin',
        from: spec.status === 'CANCELLED' ? 'APPROVED' : 'PENDING',
        to: spec.status,
        daysAgo: Math.max(spec.daysAgo - 2, 0),
        note: spec.note,
      });
    }
    trails.push({ entity: 'leave-request', id: row.id, ownerId: spec.who.id, steps });
  }

  // Loans: every state; the demo person repays one (two of six installments paid) and has one pending.
  const loanSpecs: Array<{ who: typeof me; requested: string; amount?: string; months: number; status: LoanStatus; reason: string; daysAgo: number; paid?: number; note?: string }> = [
    { who: me, requested: '150000.00', amount: '120000.00', months: 6, status: 'REPAYMENT_IN_PROGRESS', reason: 'Rent advance', daysAgo: 80, paid: 2, note: 'Approved at 120,000 over six months' },
    { who: me, requested: '50000.00', months: 3, status: 'PENDING', reason: 'School fees for my son', daysAgo: 4 },
    { who: me, requested: '30000.00', months: 2, status: 'WITHDRAWN', reason: 'Phone repair', daysAgo: 40 },
    { who: c1, requested: '200000.00', amount: '200000.00', months: 10, status: 'APPROVED', reason: 'Motorcycle for commuting', daysAgo: 6 },
    { who: c2, requested: '400000.00', months: 12, status: 'DECLINED', reason: 'Business capital', daysAgo: 18, note: 'Above what we can lend at once' },
    { who: c3, requested: '60000.00', amount: '60000.00', months: 3, status: 'COMPLETED', reason: 'Medical bills', daysAgo: 130, paid: 3 },
    { who: c4, requested: '90000.00', amount: '90000.00', months: 4, status: 'DISBURSED', reason: 'Wedding costs', daysAgo: 20, paid: 0 },
  ];
  for (const spec of loanSpecs) {
    const disbursed = ['DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED'].includes(spec.status);
    const disbursedDaysAgo = spec.daysAgo - 5;
    const [row] = await db
      .insert(loanRequests)
      .values({
        staffId: spec.who.id,
        amountRequested: spec.requested,
        amount: spec.amount ?? null,
        repaymentMonths: spec.months,
        reason: spec.reason,
        status: spec.status,
        decisionNote: spec.note ?? null,
        disbursedAt: disbursed ? at(disbursedDaysAgo) : null,
        createdByType: 'staff',
        createdById: spec.who.id,
        createdAt: at(spec.daysAgo),
        updatedAt: at(spec.daysAgo),
      })
      .returning({ id: loanRequests.id });
    const steps: Trail['steps'] = [{ action: 'create', by: 'staff', to: 'PENDING', daysAgo: spec.daysAgo }];
    if (spec.status === 'WITHDRAWN') steps.push({ action: 'withdraw', by: 'staff', from: 'PENDING', to: 'WITHDRAWN', daysAgo: spec.daysAgo - 1 });
    if (spec.status === 'DECLINED') steps.push({ action: 'decline', by: 'admin', from: 'PENDING', to: 'DECLINED', daysAgo: spec.daysAgo - 2, note: spec.note });
    if (spec.amount) steps.push({ action: 'approve', by: 'admin', from: 'PENDING', to: 'APPROVED', daysAgo: spec.daysAgo - 2, note: spec.note });
    if (disbursed) {
      steps.push({ action: 'disburse', by: 'admin', from: 'APPROVED', to: 'DISBURSED', daysAgo: disbursedDaysAgo });
      const plan = buildRepaymentPlan(toMinorUnits(spec.amount ?? spec.requested), spec.months, firstRepaymentDate(todayIso(at(disbursedDaysAgo))));
      await db.insert(loanRepayments).values(
        plan.map((installment) => {
          const paid = installment.number <= (spec.paid ?? 0);
          return {
            loanRequestId: row.id,
            installmentNumber: installment.number,
            dueDate: installment.dueDate,
            amount: fromMinorUnits(installment.amountMinor),
            paidAt: paid ? new Date(`${installment.dueDate}T10:00:00Z`) : null,
            paidById: paid ? admin.id : null,
          };
        }),
      );
      let status = 'DISBURSED';
      for (const installment of plan.slice(0, spec.paid ?? 0)) {
        const next = installment.number === plan.length ? 'COMPLETED' : 'REPAYMENT_IN_PROGRESS';
        const daysAgo = Math.max(0, Math.round((now.getTime() - Date.parse(`${installment.dueDate}T10:00:00Z`)) / DAY));
        steps.push({ action: 'set-to-paid', by: 'admin', from: status, to: next, daysAgo });
        status = next;
      }
    }
    trails.push({ entity: 'loan-request', id: row.id, ownerId: spec.who.id, steps });
  }

  // Medical assistance: every state.
  const medicalSpecs: Array<{ who: typeof me; amount: string; status: MedicalAssistanceStatus; reason: string; daysAgo: number; note?: string }> = [
    { who: me, amount: '45000.00', status: 'PENDING', reason: 'Physiotherapy after a sprained ankle', daysAgo: 3 },
    { who: me, amount: '18500.50', status: 'ISSUED', reason: 'Malaria treatment at Reddington Hospital', daysAgo: 50, note: 'Paid to the hospital' },
    { who: c1, amount: '120000.00', status: 'APPROVED', reason: 'Eye surgery', daysAgo: 9 },
    { who: c2, amount: '240000.00', status: 'DENIED', reason: 'Cosmetic dental work', daysAgo: 15, note: 'Not covered by the policy' },
    { who: c3, amount: '9000.00', status: 'WITHDRAWN', reason: 'Prescription glasses', daysAgo: 11 },
  ];
  for (const spec of medicalSpecs) {
    const [row] = await db
      .insert(medicalAssistanceRequests)
      .values({
        staffId: spec.who.id,
        amount: spec.amount,
        reason: spec.reason,
        status: spec.status,
        paid: spec.status === 'ISSUED',
        issuedAt: spec.status === 'ISSUED' ? at(spec.daysAgo - 4) : null,
        decisionNote: spec.note ?? null,
        createdByType: 'staff',
        createdById: spec.who.id,
        createdAt: at(spec.daysAgo),
        updatedAt: at(spec.daysAgo),
      })
      .returning({ id: medicalAssistanceRequests.id });
    trails.push({ entity: 'medical-assistance', id: row.id, ownerId: spec.who.id, steps: medicalOrPaymentSteps(spec.status, spec.daysAgo, 'decline', spec.note) });
  }

  // Payment requests: every category and state.
  const paymentSpecs: Array<{ who: typeof me; category: 'Vendor' | 'Claims' | 'Contract' | 'Tips-Staffs'; amount: string; status: PaymentRequestStatus; description: string; daysAgo: number; note?: string }> = [
    { who: me, category: 'Tips-Staffs', amount: '12500.00', status: 'PENDING', description: 'Tips pooled at Victoria Island Car Park, week 46', daysAgo: 1 },
    { who: c1, category: 'Vendor', amount: '350000.00', status: 'APPROVED', description: 'Boom barrier servicing (Gatekeepers Ltd)', daysAgo: 7 },
    { who: c2, category: 'Claims', amount: '27800.75', status: 'ISSUED', description: 'Fuel for the shuttle during the outage', daysAgo: 21 },
    { who: c3, category: 'Contract', amount: '1500000.00', status: 'DENIED', description: 'Night security contract, Lekki site', daysAgo: 16, note: 'Awaiting a second quote' },
    { who: c4, category: 'Claims', amount: '6400.00', status: 'PENDING', description: 'Taxi after a late shift', daysAgo: 2 },
  ];
  for (const spec of paymentSpecs) {
    const [row] = await db
      .insert(paymentRequests)
      .values({
        staffId: spec.who.id,
        category: spec.category,
        amount: spec.amount,
        description: spec.description,
        status: spec.status,
        paid: spec.status === 'ISSUED',
        issuedAt: spec.status === 'ISSUED' ? at(spec.daysAgo - 4) : null,
        decisionNote: spec.note ?? null,
        createdByType: 'admin',
        createdById: admin.id,
        createdAt: at(spec.daysAgo),
        updatedAt: at(spec.daysAgo),
      })
      .returning({ id: paymentRequests.id });
    const steps = medicalOrPaymentSteps(spec.status, spec.daysAgo, 'deny', spec.note).map((s) => ({ ...s, by: 'admin' as const }));
    trails.push({ entity: 'payment-requests', id: row.id, ownerId: admin.id, steps });
  }

  await db.insert(auditLog).values(
    trails.flatMap((trail) =>
      trail.steps.map((step) => ({
        actorType: step.by,
        actorId: step.by === 'admin' ? admin.id : trail.ownerId,
        action: step.action,
        entity: trail.entity,
        entityId: trail.id,
        from: step.from ? { status: step.from } : null,
        to: { status: step.to, ...(step.note ? { note: step.note } : {}) },
        at: at(step.daysAgo),
      })),
    ),
  );
  await db.insert(seedHistory).values({ name: DEMO_REQUESTS }).onConflictDoNothing();
}

/** The trail of a medical or payment request in `status`. */
function medicalOrPaymentSteps(status: string, daysAgo: number, refusal: 'decline' | 'deny', note?: string): Trail['steps'] {
  const steps: Trail['steps'] = [{ action: 'create', by: 'staff', to: 'PENDING', daysAgo }];
  if (status === 'WITHDRAWN') steps.push({ action: 'withdraw', by: 'staff', from: 'PENDING', to: 'WITHDRAWN', daysAgo: daysAgo - 1 });
  if (status === 'DENIED') steps.push({ action: refusal, by: 'admin', from: 'PENDING', to: 'DENIED', daysAgo: daysAgo - 2, note });
  if (status === 'APPROVED' || status === 'ISSUED') steps.push({ action: 'approve', by: 'admin', from: 'PENDING', to: 'APPROVED', daysAgo: daysAgo - 2 });
  if (status === 'ISSUED') steps.push({ action: 'disburse', by: 'admin', from: 'APPROVED', to: 'ISSUED', daysAgo: daysAgo - 4, note });
  return steps;
}
