// Payroll through the real API and database: a department's pay run calculated from shifts, leave, a reward, a penalty
// and a loan installment; idempotent recalculation, out-of-date slips, the approval lock and its NUBAN check, paying
// (which moves the loan on), mails, bank schedules and exports adding up to the run's total, staff isolation, PDFs,
// concurrent calculation and creation.
import { nubanFor } from '@crewbase/domain';
import { eq, sql } from 'drizzle-orm';
import { departments, loanRepayments, loanRequests, locations, performancePenalties, performanceRewards, scheduleShifts, staff } from '../../db/schema';
import { selectRows } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, signedIn, type Person } from '../requests/request-test-kit';
import { calculateRun } from './payroll-calculate';

let t: TestApp;
let admin: Person;
let hr: Person;
let locationId: string;
const A = '/api/admin/payroll';
const MONTH = '2026-10';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  hr = await signedIn(t.app, 'admin', 'hr@crewbase.test');
  const [loc] = await t.app.database.db.insert(locations).values({ name: `Pay loc ${Date.now()}`, address: 'Lagos' } as never).returning({ id: locations.id });
  locationId = loc.id;
});
afterAll(() => t.close());

let serial = 100_000_000;
async function team(size: number, options: { salary?: string | null; bank?: boolean; badNuban?: boolean } = {}) {
  const [dept] = await t.app.database.db.insert(departments).values({ name: `Payroll ${Date.now()} ${Math.random()}` }).returning({ id: departments.id });
  const people: Person[] = [];
  for (let i = 0; i < size; i += 1) {
    const p = await freshStaff(t);
    serial += 1;
    const account = nubanFor('058', String(serial));
    const wrong = `${account.slice(0, 9)}${(Number(account[9]) + 1) % 10}`;
    await t.app.database.db
      .update(staff)
      .set({
        departmentId: dept.id,
        dailySalary: options.salary === undefined ? '12000.00' : options.salary,
        bankCode: options.bank === false ? null : '058',
        accountNumber: options.bank === false ? null : options.badNuban ? wrong : account,
        dateJoined: '2025-01-01',
      })
      .where(eq(staff.id, p.id));
    people.push(p);
  }
  return { departmentId: dept.id, people };
}

async function shifts(staffId: string, days: string[]) {
  await t.app.database.db.insert(scheduleShifts).values(
    days.map((d) => ({ staffId, locationId, week: d, dayOfWeek: 'monday' as const, shiftDate: d, startTime: '08:00', endTime: '16:00', startsAt: `${d} 08:00:00`, endsAt: `${d} 16:00:00` })),
  );
}

async function loan(staffId: string, installments: number, amount = '10000.00') {
  const [l] = await t.app.database.db
    .insert(loanRequests)
    .values({ staffId, amountRequested: String(Number(amount) * installments), amount: String(Number(amount) * installments), repaymentMonths: installments, reason: 'School fees', createdByType: 'staff', createdById: staffId, status: 'DISBURSED', disbursedAt: new Date('2026-09-01') } as never)
    .returning({ id: loanRequests.id });
  const plan = Array.from({ length: installments }, (_, i) => ({ loanRequestId: l.id, installmentNumber: i + 1, dueDate: `2026-${String(10 + i).padStart(2, '0')}-28`, amount }));
  await t.app.database.db.insert(loanRepayments).values(plan.filter((p) => p.dueDate <= '2026-12-31'));
  return l.id;
}

async function createRun(departmentId: string, month = MONTH) {
  const created = await call(t.app, 'POST', `${A}/pay-run`, admin.headers, { month, scope: 'department', scopeId: departmentId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as string;
}

async function calculate(runId: string) {
  const answer = await call(t.app, 'PATCH', `${A}/pay-run/calculate/${runId}`, admin.headers, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await t.app.jobs.runDue();
  const run = (await call(t.app, 'GET', `${A}/pay-run/${runId}`, admin.headers)).body;
  const job = (await call(t.app, 'GET', `/api/admin/jobs/${run.calculateJobId}`, admin.headers)).body;
  expect(job.state, JSON.stringify(job)).toBe('completed');
  return run;
}

const slipsOf = async (runId: string) => (await call(t.app, 'GET', `${A}?filter=payRun.id||$eq||${runId}&limit=100`, admin.headers)).body;
const kobo = (money: string) => Math.round(Number(money) * 100);

describe('a pay run', () => {
  it('seeds example settings and a paid run of last month, so the demo staff member has a payslip with its sources', async () => {
    const settings = await call(t.app, 'GET', `${A}/settings`, admin.headers);
    expect(settings.body).toMatchObject({ isExample: true, pensionRatePercent: 8, housingFundRatePercent: 2.5, payDay: 25 });
    const demo = await signedIn(t.app, 'staff', 'staff@crewbase.test');
    const mine = await call(t.app, 'GET', '/api/staff/payroll', demo.headers);
    expect(mine.body.data.length).toBeGreaterThanOrEqual(1);
    expect(mine.body.data[0]).toMatchObject({ status: 'PAID' });
    const slip = await call(t.app, 'GET', `/api/staff/payroll/${mine.body.data[0].id}`, demo.headers);
    expect(slip.body.lines.map((l: { source: string }) => l.source), JSON.stringify(slip.body.lines.map((l: { description: string }) => l.description))).toEqual(expect.arrayContaining(['DAY_PAY', 'REWARD', 'PENALTY', 'TAX', 'PENSION', 'HOUSING_FUND']));
    expect((await call(t.app, 'GET', '/api/staff/payroll/latest', demo.headers)).body.payslip).toMatchObject({ id: mine.body.data[0].id });
  });

  it('calculates every line with its source, recalculates to the same answer, locks once approved and pays (moving the loan on)', async () => {
    // No tax bands or statutory rates: the lines are the person's own inputs (bands are tested in libs/domain).
    await call(t.app, 'PATCH', `${A}/settings`, admin.headers, { taxBandSets: [], pensionRatePercent: null, housingFundRatePercent: null });
    const { departmentId, people } = await team(2);
    const [ada, bayo] = people;
    await shifts(ada.id, ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-31']);
    const [reward] = await t.app.database.db.insert(performanceRewards).values({ kind: 'Award Bonus', recipientType: 'Staff', staffId: ada.id, amountKobo: 2_500_050, date: '2026-10-10', reason: 'Top sales' } as never).returning({ id: performanceRewards.id });
    const [penalty] = await t.app.database.db.insert(performancePenalties).values({ staffId: ada.id, amountKobo: 500_000, date: '2026-10-12', reason: 'Late' }).returning({ id: performancePenalties.id });
    const loanId = await loan(ada.id, 3);

    const runId = await createRun(departmentId);
    const run = await calculate(runId);
    expect(run).toMatchObject({ status: 'CALCULATED', slipCount: 2, problems: [] });
    const job = await call(t.app, 'GET', `/api/admin/jobs/${run.calculateJobId}`, admin.headers);
    expect(job.body).toMatchObject({ state: 'completed', result: { staffInScope: 2, slips: 2 } });

    const list = await slipsOf(runId);
    const adaSlip = list.data.find((s: { staffProfile: { id: string } }) => s.staffProfile.id === ada.id);
    const detail = (await call(t.app, 'GET', `${A}/${adaSlip.id}`, admin.headers)).body;
    expect(detail.lines.map((l: { source: string }) => l.source)).toEqual(['DAY_PAY', 'REWARD', 'PENALTY', 'LOAN_INSTALLMENT']);
    expect(detail.lines[0]).toMatchObject({ amount: '48000.00', detail: { shiftDays: 4, payableDays: 4, basis: 'SHIFTS' } });
    expect(detail.lines.find((l: { source: string }) => l.source === 'REWARD').sourceId).toBe(reward.id);
    expect(detail.lines.find((l: { source: string }) => l.source === 'PENALTY').sourceId).toBe(penalty.id);
    expect(detail.lines.find((l: { source: string }) => l.source === 'LOAN_INSTALLMENT').description).toContain('installment 1 of 3');
    expect(detail).toMatchObject({ grossPay: '73000.50', bonuses: '25000.50', deductions: '15000.00', totalPay: '58000.50', outOfDate: false, status: 'UNPAID' });
    expect(detail.explanation).toMatch(/4 days with a shift/);
    // Bayo had no shift all month: October 2026's 22 working days.
    const bayoSlip = list.data.find((s: { staffProfile: { id: string } }) => s.staffProfile.id === bayo.id);
    expect(bayoSlip).toMatchObject({ payableDays: 22, totalPay: '264000.00' });

    // The same inputs give the same slips.
    const again = await calculate(runId);
    expect(again.totalPay).toBe(run.totalPay);
    const withoutIds = (lines: Array<{ id: string }>) => lines.map(({ id: _id, ...rest }) => rest);
    expect(withoutIds((await call(t.app, 'GET', `${A}/${adaSlip.id}`, admin.headers)).body.lines)).toEqual(withoutIds(detail.lines));

    // A reward added afterwards makes the slip out of date; recalculating picks it up.
    await t.app.database.db.insert(performanceRewards).values({ kind: 'Award Bonus', recipientType: 'Staff', staffId: ada.id, amountKobo: 100_000, date: '2026-10-20', reason: 'Extra' } as never);
    expect((await call(t.app, 'GET', `${A}/${adaSlip.id}`, admin.headers)).body.outOfDate).toBe(true);
    const fixed = await call(t.app, 'PATCH', `${A}/recalculate/${adaSlip.id}`, admin.headers);
    expect(fixed.body).toMatchObject({ outOfDate: false, bonuses: '26000.50' });

    const approved = await call(t.app, 'PATCH', `${A}/pay-run/approve/${runId}`, admin.headers, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    // Locked: no recalculation, no deletion, nothing changes.
    expect((await call(t.app, 'PATCH', `${A}/pay-run/calculate/${runId}`, admin.headers, {})).status).toBe(409);
    expect((await call(t.app, 'PATCH', `${A}/recalculate/${adaSlip.id}`, admin.headers)).status).toBe(409);
    expect((await call(t.app, 'DELETE', `${A}/pay-run/${runId}`, admin.headers)).status).toBe(409);
    expect((await call(t.app, 'DELETE', `${A}/${adaSlip.id}`, admin.headers)).status).toBe(409);

    // Totals agree to the kobo: slips, run, bank schedule, export.
    const runNow = (await call(t.app, 'GET', `${A}/pay-run/${runId}`, admin.headers)).body;
    const slipTotal = (await slipsOf(runId)).data.reduce((sum: number, s: { totalPay: string }) => sum + kobo(s.totalPay), 0);
    expect(kobo(runNow.totalPay)).toBe(slipTotal);
    expect(runNow.bankSchedules).toEqual([{ bankCode: '058', bankName: 'Guaranty Trust Bank', slipCount: 2, total: runNow.totalPay }]);
    const schedule = await t.app.inject({ method: 'GET', url: `${A}/pay-run/${runId}/bank-schedule?bankCode=058`, headers: admin.headers });
    expect(schedule.statusCode).toBe(200);
    expect(schedule.headers['x-total']).toBe(runNow.totalPay);
    const csvRows = schedule.body.trim().split('\r\n').slice(1);
    expect(csvRows).toHaveLength(2);
    expect(csvRows.reduce((sum, line) => sum + kobo(line.split(',')[3]), 0)).toBe(slipTotal);
    const exported = await t.app.inject({ method: 'GET', url: `${A}/export?filter=payRun.id||$eq||${runId}`, headers: admin.headers });
    expect(exported.statusCode).toBe(200);
    const exportRows = exported.body.split(/\r?\n/).filter((line) => line.startsWith(MONTH));
    expect(exportRows).toHaveLength(2);
    expect(exportRows.reduce((sum, line) => sum + kobo(line.split(',')[9]), 0)).toBe(slipTotal);

    // Paying one slip pays its installment through the loan's own set-to-paid: the loan moves on.
    const paidSlip = await call(t.app, 'PATCH', `${A}/mark-as-paid/${adaSlip.id}`, admin.headers, { paymentReference: 'TRF-2026-10-A' });
    expect(paidSlip.status, JSON.stringify(paidSlip.body)).toBe(200);
    expect(paidSlip.body).toMatchObject({ status: 'PAID', paymentReference: 'TRF-2026-10-A' });
    const loanAfter = await call(t.app, 'GET', `/api/admin/loan-request/${loanId}`, admin.headers);
    expect(loanAfter.body.status).toBe('REPAYMENT_IN_PROGRESS');
    expect(loanAfter.body.history.at(-1).action).toBe('set-to-paid');
    expect((await call(t.app, 'GET', `${A}/pay-run/${runId}`, admin.headers)).body.status).toBe('APPROVED');
    // The last slip paid makes the run PAID; each person is mailed.
    const rest = await call(t.app, 'PATCH', `${A}/pay-run/mark-paid/${runId}`, admin.headers, { paymentReference: 'TRF-2026-10' });
    expect(rest.body).toMatchObject({ status: 'PAID', paidSlipCount: 2 });
    await t.app.jobs.runDue();
    await t.app.mailer.idle();
    for (const p of people) expect((t.app.mailer.delivered ?? []).some((m) => m.to === p.email && /payslip/i.test(m.subject))).toBe(true);
    expect((await call(t.app, 'GET', `${A}/${adaSlip.id}`, admin.headers)).body.mailStatus).toBe('SENT');
    // The bell tells of the slip too, linking to it; the mail stays the payslip's own, sent once.
    const bell = await call(t.app, 'GET', '/api/staff/notifications?filter=kind||$eq||payslip-ready', ada.headers);
    expect(bell.body.data).toEqual([expect.objectContaining({ entity: 'payslip', entityId: adaSlip.id, read: false })]);
    expect((t.app.mailer.delivered ?? []).filter((m) => m.to === ada.email && /payslip/i.test(m.subject))).toHaveLength(1);
    expect((await call(t.app, 'POST', `${A}/${adaSlip.id}/resend-mail`, admin.headers)).status).toBe(202);

    // Staff: their own slips only (anyone else's: 404), newest first, with a PDF.
    const mine = await call(t.app, 'GET', '/api/staff/payroll', ada.headers);
    expect(mine.body.data.map((s: { id: string }) => s.id)).toEqual([adaSlip.id]);
    expect((await call(t.app, 'GET', `/api/staff/payroll/${adaSlip.id}`, ada.headers)).body.lines).toHaveLength(5);
    expect((await call(t.app, 'GET', `/api/staff/payroll/${adaSlip.id}`, bayo.headers)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/staff/payroll/${adaSlip.id}/pdf`, bayo.headers)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/staff/payroll/latest', ada.headers)).body.payslip).toMatchObject({ id: adaSlip.id, totalPay: '59000.50' });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/staff/payroll/${adaSlip.id}/pdf`, headers: ada.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
  });

  it('keeps the pay run list totals and the payslip list order by name in step with the slips and the people', async () => {
    const db = t.app.database.db;
    const { departmentId, people } = await team(2);
    const [one, two] = people;
    await db.update(staff).set({ firstName: 'Aaron', lastName: 'Kept' }).where(eq(staff.id, one.id));
    await db.update(staff).set({ firstName: 'Moses', lastName: 'Kept' }).where(eq(staff.id, two.id));
    const runId = await createRun(departmentId, '2026-09');
    await calculate(runId);
    const slips = async () => (await slipsOf(runId)).data as Array<{ id: string; totalPay: string; staffProfile: { fullName: string } }>;
    const listedRun = async () =>
      (await call(t.app, 'GET', `${A}/pay-run?filter=month||$eq||2026-09&filter=scope||$eq||department&limit=100`, admin.headers)).body.data.find((r: { id: string }) => r.id === runId);
    const sum = (list: Array<{ totalPay: string }>) => list.reduce((total, s) => total + kobo(s.totalPay), 0);

    const before = await slips();
    expect(before.map((s) => s.staffProfile.fullName)).toEqual(['Aaron Kept', 'Moses Kept']);
    expect(await listedRun()).toMatchObject({ slipCount: 2, paidSlipCount: 0 });
    expect(kobo((await listedRun()).totalPay)).toBe(sum(before));
    // The list's totals, read from the runs' kept counts, are the slips there are.
    const total = async (query: string) => (await call(t.app, 'GET', `${A}?${query}`, admin.headers)).body.total;
    expect(await total(`filter=payRun.id||$eq||${runId}&filter=status||$eq||UNPAID`)).toBe(2);
    expect(await total(`filter=payRun.id||$eq||${runId}&filter=status||$eq||PAID`)).toBe(0);
    const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from payslips`);
    expect(await total('limit=1')).toBe(n);

    // Renamed, a person is ordered and found by the new name.
    await db.update(staff).set({ firstName: 'Zainab' }).where(eq(staff.id, one.id));
    expect((await slips()).map((s) => s.staffProfile.fullName)).toEqual(['Moses Kept', 'Zainab Kept']);
    const byName = await call(t.app, 'GET', `${A}?filter=payRun.id||$eq||${runId}&filter=staffProfile.fullName||$eq||Zainab Kept`, admin.headers);
    expect(byName.body.data.map((s: { id: string }) => s.id)).toEqual([before[0].id]);

    // A slip deleted leaves the run's totals.
    expect((await call(t.app, 'DELETE', `${A}/${before[0].id}`, admin.headers)).status).toBe(204);
    const after = await slips();
    expect(after).toHaveLength(1);
    expect(await listedRun()).toMatchObject({ slipCount: 1 });
    expect(kobo((await listedRun()).totalPay)).toBe(sum(after));
    expect(await total(`filter=payRun.id||$eq||${runId}&filter=status||$eq||UNPAID`)).toBe(1);
  });

  it('lists staff it cannot pay as problems and refuses approval while an account fails the NUBAN check, naming it', async () => {
    const good = await team(1);
    const runId = await createRun(good.departmentId);
    const noSalary = await freshStaff(t);
    await t.app.database.db.update(staff).set({ departmentId: good.departmentId, dailySalary: null, bankCode: '058', accountNumber: nubanFor('058', '222222222') }).where(eq(staff.id, noSalary.id));
    const noBank = await freshStaff(t);
    await t.app.database.db.update(staff).set({ departmentId: good.departmentId, dailySalary: '5000.00', bankCode: null, accountNumber: null }).where(eq(staff.id, noBank.id));
    const bad = await freshStaff(t);
    const account = nubanFor('058', '333333333');
    const wrong = `${account.slice(0, 9)}${(Number(account[9]) + 1) % 10}`;
    await t.app.database.db.update(staff).set({ departmentId: good.departmentId, dailySalary: '5000.00', bankCode: '058', accountNumber: wrong, lastName: 'Wrongaccount' }).where(eq(staff.id, bad.id));

    const run = await calculate(runId);
    expect(run.slipCount, JSON.stringify(run)).toBe(2);
    const codes = Object.fromEntries(run.problems.map((p: { staff: { id: string }; code: string }) => [p.staff.id, p.code]));
    expect(codes).toEqual({ [noSalary.id]: 'NO_DAILY_SALARY', [noBank.id]: 'NO_BANK_ACCOUNT', [bad.id]: 'BAD_NUBAN' });
    const refused = await call(t.app, 'PATCH', `${A}/pay-run/approve/${runId}`, admin.headers, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Wrongaccount');
    expect(refused.body.message).toContain(wrong);
    // Fixed and recalculated, it goes through.
    await t.app.database.db.update(staff).set({ accountNumber: account }).where(eq(staff.id, bad.id));
    await calculate(runId);
    expect((await call(t.app, 'PATCH', `${A}/pay-run/approve/${runId}`, admin.headers, {})).status).toBe(200);
  });

  it('counts an installment, reward or penalty in one run only, even when calculated at once, and gives one run per month and scope', async () => {
    const { departmentId, people } = await team(3);
    for (const p of people) await loan(p.id, 2);
    const both = await Promise.all([
      call(t.app, 'POST', `${A}/pay-run`, admin.headers, { month: MONTH, scope: 'department', scopeId: departmentId }),
      call(t.app, 'POST', `${A}/pay-run`, admin.headers, { month: MONTH, scope: 'department', scopeId: departmentId }),
    ]);
    expect(both.map((b) => b.status).sort()).toEqual([201, 409]);
    const runId = both.find((b) => b.status === 201)!.body.id as string;
    // Another run of the same month for everyone: those already in the department run are not paid twice.
    const [allRun] = await selectRows<{ id: string }>(t.app.database.db, sql`select id from pay_runs where month = ${MONTH} and scope = 'all' and deleted_at is null`);
    const everyoneId = allRun?.id ?? (await call(t.app, 'POST', `${A}/pay-run`, admin.headers, { month: MONTH, scope: 'all' })).body.id;
    await Promise.all([
      call(t.app, 'PATCH', `${A}/pay-run/calculate/${runId}`, admin.headers, {}),
      call(t.app, 'PATCH', `${A}/pay-run/calculate/${runId}`, hr.headers, {}),
      call(t.app, 'PATCH', `${A}/pay-run/calculate/${everyoneId}`, admin.headers, {}),
    ]);
    await t.app.jobs.runDue();
    const ids = `{${people.map((p) => p.id).join(',')}}`;
    const slipRows = await selectRows<{ n: number }>(t.app.database.db, sql`select staff_id, count(*)::int as n from payslips where staff_id = any(${ids}::uuid[]) and month = ${MONTH} group by staff_id`);
    expect(slipRows).toHaveLength(3);
    expect(slipRows.every((r) => Number(r.n) === 1)).toBe(true);
    const deducted = await selectRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from payslip_lines l join loan_repayments r on r.id = l.source_id where l.source = 'LOAN_INSTALLMENT' and r.loan_request_id in (select id from loan_requests where staff_id = any(${ids}::uuid[]))`,
    );
    expect(Number(deducted[0].n)).toBe(3);
    // The next month's run takes the next installment, never the one already counted.
    const novRun = await createRun(departmentId, '2026-11');
    await calculate(novRun);
    const nov = await slipsOf(novRun);
    const novDetail = (await call(t.app, 'GET', `${A}/${nov.data[0].id}`, admin.headers)).body;
    expect(novDetail.lines.filter((l: { source: string }) => l.source === 'LOAN_INSTALLMENT').map((l: { description: string }) => l.description)).toEqual(['Loan repayment, installment 2 of 2']);
  });

  it('gives each person one slip when two runs of the month calculate at the same moment', async () => {
    const { departmentId, people } = await team(4);
    for (const p of people) await loan(p.id, 1);
    const month = '2026-12';
    const deptRun = await createRun(departmentId, month);
    const locationRun = (await call(t.app, 'POST', `${A}/pay-run`, admin.headers, { month, scope: 'location', scopeId: locationId })).body.id as string;
    // The location run covers the same people (moved there now), so both runs reach for them at once.
    for (const p of people) await t.app.database.db.update(staff).set({ locationId }).where(eq(staff.id, p.id));
    const db = t.app.database.db;
    const outcomes = await Promise.all([calculateRun(db, deptRun), calculateRun(db, locationRun), calculateRun(db, deptRun)]);
    expect(outcomes.every((o) => !o.skipped)).toBe(true);
    const ids = `{${people.map((p) => p.id).join(',')}}`;
    const [counted] = await selectRows<{ n: number; runs: number }>(db, sql`select count(*)::int as n, count(distinct pay_run_id)::int as runs from payslips where staff_id = any(${ids}::uuid[]) and month = ${month}`);
    expect(Number(counted.n)).toBe(4);
    const claimed = await selectRows<{ n: number }>(
      db,
      sql`select count(distinct r.id)::int as n from loan_repayments r join loan_requests l on l.id = r.loan_request_id join payslip_lines pl on pl.source_id = r.id where l.staff_id = any(${ids}::uuid[])`,
    );
    expect(Number(claimed[0].n)).toBe(4);
    const lines = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payslip_lines pl join loan_repayments r on pl.source_id = r.id join loan_requests l on l.id = r.loan_request_id where l.staff_id = any(${ids}::uuid[])`,
    );
    expect(Number(lines[0].n)).toBe(4);
  });

  it('masks daily salary and account number on staff profiles for admins without the payroll permission', async () => {
    const { people } = await team(1);
    const asAdmin = await call(t.app, 'GET', `/api/admin/staff/${people[0].id}`, admin.headers);
    expect(asAdmin.body).toMatchObject({ dailySalary: 12000 });
    expect(asAdmin.body.accountNumber).toMatch(/^\d{10}$/);
    const asHr = await call(t.app, 'GET', `/api/admin/staff/${people[0].id}`, hr.headers);
    expect(asHr.status).toBe(200);
    expect(asHr.body).toMatchObject({ dailySalary: null, payDetailsHidden: true, accountNumber: `******${asAdmin.body.accountNumber.slice(-4)}` });
  });

  it('keeps payroll to admins holding the payroll permission and validates every field', async () => {
    expect((await call(t.app, 'GET', A, hr.headers)).status).toBe(403);
    const bad = await call(t.app, 'POST', `${A}/pay-run`, admin.headers, { month: '2026-13', scope: 'department' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['month', 'scopeId']);
    const settings = await call(t.app, 'PATCH', `${A}/settings`, admin.headers, {
      taxBandSets: [{ effectiveFrom: '2026-01-01', bands: [{ from: 0, to: 25000, ratePercent: 0 }, { from: 25000, to: null, ratePercent: 7.5 }] }],
      pensionRatePercent: 8,
      payDay: 28,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body).toMatchObject({ pensionRatePercent: 8, payDay: 28, isExample: false, taxBandSets: [{ bands: [{ from: '0.00', to: '25000.00' }, { from: '25000.00', to: null, ratePercent: 7.5 }] }] });
    await call(t.app, 'PATCH', `${A}/settings`, admin.headers, { taxBandSets: [], pensionRatePercent: null });
  });
});
