// The reports through the real API and database: every metric card equals what the table pages through under the
// same filter (several filters per report, and each card's own filters), the charts add up to the same totals, the
// licence status at its precedence edges, the export holds exactly the filtered rows (and is audited), loans' repaid
// agrees with what paid payslips deducted, and only admins with `reports` get in.
import { addDays, reportListFilters, todayIso, toMinorUnits, formatFilter, type ListFilter, type ReportCard } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { departments, leaveRequests, loanRepayments, loanRequests, locations, medicalAssistanceRequests, payRuns, performancePenalties, staff } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, signedIn, type Person } from '../requests/request-test-kit';

type Row = Record<string, unknown> & { status: string };
let t: TestApp;
let admin: Person;
let hr: Person;
let siteManager: Person;
let people: Person[];
let departmentId: string;
let locationId: string;
const today = todayIso();
const R = '/api/admin/reports';

const kobo = (value: unknown) => (value === null || value === undefined ? 0 : toMinorUnits(String(value)));
const sum = (rows: Row[], pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** Each report's cards, computed from the rows the table shows. */
const fromRows: Record<string, (rows: Row[]) => Record<string, number>> = {
  'driver-licenses': (rows) => ({
    total: rows.length,
    verified: rows.filter((r) => r.status === 'VERIFIED').length,
    unverified: rows.filter((r) => r.status === 'UNVERIFIED').length,
    dueToExpire: rows.filter((r) => r.status === 'DUE_TO_EXPIRE').length,
    expired: rows.filter((r) => r.status === 'EXPIRED').length,
  }),
  'loan-requests': (rows) => ({
    requested: sum(rows, (r) => kobo(r.amountRequested)),
    approved: sum(rows, (r) => kobo(r.amountApproved)),
    disbursed: sum(rows, (r) => kobo(r.amountDisbursed)),
    repaid: sum(rows, (r) => kobo(r.amountRepaid)),
    outstanding: sum(rows, (r) => kobo(r.amountOutstanding)),
    overdue: sum(rows, (r) => Number(r.overdueInstallments)),
  }),
  'leave-requests': (rows) => ({
    requests: rows.length,
    daysTaken: sum(rows, (r) => (['ACTIVE', 'COMPLETED'].includes(r.status) ? Number(r.days) : 0)),
    daysBooked: sum(rows, (r) => (r.status === 'APPROVED' ? Number(r.days) : 0)),
    daysPending: sum(rows, (r) => (r.status === 'PENDING' ? Number(r.days) : 0)),
    awayToday: rows.filter((r) => r.status === 'ACTIVE').length,
  }),
  'medical-assistance': (rows) => ({
    requested: sum(rows, (r) => kobo(r.amountRequested)),
    approved: sum(rows, (r) => kobo(r.amountApproved)),
    disbursed: sum(rows, (r) => kobo(r.amountDisbursed)),
    pending: sum(rows, (r) => (r.status === 'PENDING' ? kobo(r.amountRequested) : 0)),
  }),
  penalty: (rows) => ({
    total: sum(rows, (r) => kobo(r.amount)),
    deducted: sum(rows, (r) => (r.status === 'DEDUCTED' ? kobo(r.amount) : 0)),
    pending: sum(rows, (r) => (r.status === 'PENDING' ? kobo(r.amount) : 0)),
    appraisal: sum(rows, (r) => (r.kind === 'APPRAISAL' ? kobo(r.amount) : 0)),
    direct: sum(rows, (r) => (r.kind === 'DIRECT' ? kobo(r.amount) : 0)),
  }),
};

const qs = (filters: ListFilter[], extra = '') => [...filters.map((filter) => `filter=${encodeURIComponent(formatFilter(filter))}`), extra].filter(Boolean).join('&');

/** Every row of the table under the filter, page by page (limit 7, so there are several pages). */
async function walk(report: string, query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call(t.app, 'GET', `${R}/${report}?${query}${query ? '&' : ''}page=${page}&limit=7`, admin.headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    rows.push(...(answer.body.data as Row[]));
    if (page >= answer.body.pageCount) {
      expect(rows).toHaveLength(answer.body.total);
      return rows;
    }
  }
}

async function expectMetricsMatchTable(report: string, filters: ListFilter[], extra = '') {
  const query = qs(filters, extra);
  const metrics = await call(t.app, 'GET', `${R}/${report}/metrics?${query}`, admin.headers);
  expect(metrics.status, JSON.stringify(metrics.body)).toBe(200);
  const rows = await walk(report, query);
  expect(metrics.body.total).toBe(rows.length);
  const expected = fromRows[report](rows);
  const cards = metrics.body.cards as ReportCard[];
  expect(Object.fromEntries(cards.map((card) => [card.key, card.value]))).toEqual(expected);
  // A card is a link: its filters, added to the report's, list exactly the rows it counts.
  for (const card of cards) {
    const cardRows = await walk(report, qs([...filters, ...card.filters], extra));
    expect(fromRows[report](cardRows)[card.key], `${report} card ${card.key}`).toBe(card.value);
  }
  // The charts add up to the same figures whichever way they group.
  const totals = (chart: { points: Array<{ values: Record<string, number> }> }) =>
    chart.points.reduce<Record<string, number>>((acc, point) => {
      for (const [key, value] of Object.entries(point.values)) acc[key] = (acc[key] ?? 0) + value;
      return acc;
    }, {});
  const { byMonth, byDepartment, byStatus } = metrics.body.charts;
  expect(totals(byDepartment)).toEqual(totals(byStatus));
  if (metrics.body.window.from && metrics.body.window.to) expect(totals(byMonth)).toEqual(totals(byStatus));
  return { metrics: metrics.body, rows };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  hr = await signedIn(t.app, 'admin', 'hr@crewbase.test');
  siteManager = await signedIn(t.app, 'admin', 'sitemanager@crewbase.test');
  const db = t.app.database.db;
  const [dept] = await db.insert(departments).values({ name: `Reports ${Date.now()}` }).returning({ id: departments.id });
  const [loc] = await db.insert(locations).values({ name: `Reports site ${Date.now()}` }).returning({ id: locations.id });
  departmentId = dept.id;
  locationId = loc.id;
  people = [await freshStaff(t), await freshStaff(t), await freshStaff(t), await freshStaff(t), await freshStaff(t)];
  const expiries = [addDays(today, -1), today, addDays(today, 30), addDays(today, 31), addDays(today, 31)];
  for (const [i, p] of people.entries()) {
    await db
      .update(staff)
      .set({ departmentId, locationId, driverLicenceNumber: `LIC-${i}-${Date.now()}`, driverLicenceExpiry: expiries[i], driverLicenceStatus: i === 4 ? 'UNVERIFIED' : 'VERIFIED' })
      .where(eq(staff.id, p.id));
  }
  const by = { createdByType: 'admin' as const, createdById: people[0].id };
  // Loans: one disbursed with an installment paid by a pay run, one overdue and one to come; one pending; one declined.
  const [run] = await db.insert(payRuns).values({ month: '2001-01', status: 'PAID' }).returning({ id: payRuns.id });
  const [disbursed] = await db
    .insert(loanRequests)
    .values({ ...by, staffId: people[0].id, amountRequested: '90000.00', amount: '90000.00', repaymentMonths: 3, reason: 'Rent', status: 'REPAYMENT_IN_PROGRESS', disbursedAt: new Date() })
    .returning({ id: loanRequests.id });
  await db.insert(loanRepayments).values([
    { loanRequestId: disbursed.id, installmentNumber: 1, dueDate: addDays(today, -40), amount: '30000.00', paidAt: new Date(), payRunId: run.id },
    { loanRequestId: disbursed.id, installmentNumber: 2, dueDate: addDays(today, -10), amount: '30000.00' },
    { loanRequestId: disbursed.id, installmentNumber: 3, dueDate: addDays(today, 20), amount: '30000.00' },
  ]);
  await db.insert(loanRequests).values([
    { ...by, staffId: people[1].id, amountRequested: '50000.00', repaymentMonths: 2, reason: 'School fees', status: 'PENDING' },
    { ...by, staffId: people[2].id, amountRequested: '20000.00', repaymentMonths: 2, reason: 'Car', status: 'DECLINED' },
  ]);
  await db.insert(leaveRequests).values([
    { ...by, staffId: people[0].id, startDate: addDays(today, -2), endDate: addDays(today, 2), days: 3, reason: 'Rest', status: 'APPROVED' },
    { ...by, staffId: people[1].id, startDate: addDays(today, 40), endDate: addDays(today, 44), days: 5, reason: 'Trip', status: 'APPROVED' },
    { ...by, staffId: people[2].id, startDate: addDays(today, -30), endDate: addDays(today, -28), days: 3, reason: 'Family', status: 'APPROVED' },
    { ...by, staffId: people[3].id, startDate: addDays(today, 10), endDate: addDays(today, 11), days: 2, reason: 'Errand', status: 'PENDING' },
  ]);
  await db.insert(medicalAssistanceRequests).values([
    { ...by, staffId: people[0].id, amount: '15000.00', reason: 'Clinic', status: 'ISSUED', paid: true, issuedAt: new Date() },
    { ...by, staffId: people[1].id, amount: '25000.00', reason: 'Dental', status: 'APPROVED' },
    { ...by, staffId: people[2].id, amount: '5000.00', reason: 'Drugs', status: 'PENDING' },
  ]);
  await db.insert(performancePenalties).values([
    { staffId: people[0].id, amountKobo: 500_000, date: addDays(today, -5), reason: 'Late', payRunId: run.id },
    { staffId: people[1].id, amountKobo: 250_050, date: addDays(today, -3), reason: 'Absent' },
  ]);
});
afterAll(() => t.close());

const reports = ['driver-licenses', 'loan-requests', 'leave-requests', 'medical-assistance', 'penalty'] as const;

describe('metrics equal the table', () => {
  it.each(reports)('%s: with no filter, by department, by location and by staff', async (report) => {
    await expectMetricsMatchTable(report, []);
    const { rows } = await expectMetricsMatchTable(report, reportListFilters({ departmentId }));
    expect(rows.length).toBeGreaterThan(0);
    await expectMetricsMatchTable(report, reportListFilters({ locationId, staffId: people[0].id }));
  });

  it.each(reports)('%s: by status and by a date range', async (report) => {
    const { rows } = await expectMetricsMatchTable(report, []);
    const statuses = [...new Set(rows.map((row) => row.status))].slice(0, 2);
    await expectMetricsMatchTable(report, reportListFilters({ status: statuses }));
    await expectMetricsMatchTable(report, reportListFilters({ from: addDays(today, -60), to: addDays(today, 60), departmentId }));
  });
});

describe("driver's licences", () => {
  const statusOf = async (query: string) => {
    const answer = await call(t.app, 'GET', `${R}/driver-licenses?${qs(reportListFilters({ departmentId }))}&limit=100${query}`, admin.headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return people.map((p) => (answer.body.data as Row[]).find((row) => row.id === p.id));
  };

  it('shows the precedence at its edges: expired the day after expiry, due on the expiry day and exactly 30 days before', async () => {
    const rows = await statusOf('');
    expect(rows.map((row) => row?.status)).toEqual(['EXPIRED', 'DUE_TO_EXPIRE', 'DUE_TO_EXPIRE', 'VERIFIED', 'UNVERIFIED']);
    expect(rows.map((row) => row?.daysLeft)).toEqual([-1, 0, 30, 31, 31]);
  });

  it('reads the status at an as-of date with configurable warning days', async () => {
    const asOf = addDays(today, -1);
    expect((await statusOf(`&asOf=${asOf}`)).map((row) => row?.status)).toEqual(['DUE_TO_EXPIRE', 'DUE_TO_EXPIRE', 'VERIFIED', 'VERIFIED', 'UNVERIFIED']);
    expect((await statusOf('&dueWithinDays=0')).map((row) => row?.status)).toEqual(['EXPIRED', 'DUE_TO_EXPIRE', 'VERIFIED', 'VERIFIED', 'UNVERIFIED']);
    await expectMetricsMatchTable('driver-licenses', reportListFilters({ departmentId }), 'dueWithinDays=31');
  });

  it('refuses a bad as-of date or warning days, naming each', async () => {
    const answer = await call(t.app, 'GET', `${R}/driver-licenses/metrics?asOf=yesterday&dueWithinDays=-3`, admin.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['asOf', 'dueWithinDays']);
  });

  it('approves a licence from the report with the existing endpoint', async () => {
    const approved = await call(t.app, 'POST', `/api/admin/staff/approve-driver-license/${people[4].id}`, admin.headers);
    expect(approved.status).toBe(200);
    expect((await statusOf('')).map((row) => row?.status)[4]).toBe('VERIFIED');
  });
});

describe('loans', () => {
  it('counts repaid, outstanding and overdue installments with days past due', async () => {
    const answer = await call(t.app, 'GET', `${R}/loan-requests?${qs(reportListFilters({ staffId: people[0].id }))}`, admin.headers);
    const [loan] = answer.body.data as Row[];
    expect(loan).toMatchObject({
      amountDisbursed: '90000.00', amountRepaid: '30000.00', amountRepaidByPayroll: '30000.00', amountOutstanding: '60000.00',
      overdueInstallments: 1, overdueAmount: '30000.00', daysPastDue: 10, installments: 3, installmentsPaid: 1,
    });
    const metrics = await call(t.app, 'GET', `${R}/loan-requests/metrics?${qs(reportListFilters({ staffId: people[0].id }))}`, admin.headers);
    expect(metrics.body.overdue).toEqual([expect.objectContaining({ loanId: loan.id, installmentNumber: 2, daysPastDue: 10, amount: '30000.00' })]);
  });

  it('repaid by payroll equals what paid payslips deducted for loans, loan by loan', async () => {
    const rows = await walk('loan-requests', '');
    const deducted = await selectRows<{ loan_id: string; kobo: number }>(
      t.app.database.db,
      sql`select r.loan_request_id as "loan_id", sum(l.amount_kobo)::float8 as "kobo" from payslip_lines l
            join payslips p on p.id = l.payslip_id join loan_repayments r on r.id = l.source_id
           where l.source = 'LOAN_INSTALLMENT' and p.status = 'PAID' group by 1`,
    );
    for (const d of deducted) {
      const row = rows.find((r) => r.id === d.loan_id);
      if (row) expect(kobo(row.amountRepaidByPayroll), `loan ${d.loan_id}`).toBe(Number(d.kobo));
    }
  });
});

describe('loans from the pre-totalled months', () => {
  it('counts overdue installments of earlier months and of this month, and moves them with the loan', async () => {
    // A loan in its own department: installments overdue since earlier months, one due yesterday, one to come.
    const db = t.app.database.db;
    const [dept] = await db.insert(departments).values({ name: `Overdue ${Date.now()}` }).returning({ id: departments.id });
    const person = await freshStaff(t);
    await db.update(staff).set({ departmentId: dept.id }).where(eq(staff.id, person.id));
    const [loan] = await db
      .insert(loanRequests)
      .values({ createdByType: 'admin', createdById: person.id, staffId: person.id, amountRequested: '40000.00', amount: '40000.00', repaymentMonths: 4, reason: 'Rent', status: 'REPAYMENT_IN_PROGRESS', disbursedAt: new Date() })
      .returning({ id: loanRequests.id });
    await db.insert(loanRepayments).values([
      { loanRequestId: loan.id, installmentNumber: 1, dueDate: addDays(today, -75), amount: '10000.00' },
      { loanRequestId: loan.id, installmentNumber: 2, dueDate: addDays(today, -45), amount: '10000.00' },
      { loanRequestId: loan.id, installmentNumber: 3, dueDate: addDays(today, -1), amount: '10000.00' },
      { loanRequestId: loan.id, installmentNumber: 4, dueDate: addDays(today, 20), amount: '10000.00' },
    ]);
    const overdueCard = async () => {
      const { metrics } = await expectMetricsMatchTable('loan-requests', reportListFilters({ departmentId: dept.id }));
      return (metrics.cards as ReportCard[]).find((card) => card.key === 'overdue')?.value;
    };
    expect(await overdueCard()).toBe(3);
    await db.update(loanRepayments).set({ paidAt: new Date() }).where(and(eq(loanRepayments.loanRequestId, loan.id), eq(loanRepayments.installmentNumber, 1)));
    expect(await overdueCard()).toBe(2);
    await db.update(loanRequests).set({ status: 'COMPLETED' }).where(eq(loanRequests.id, loan.id));
    expect(await overdueCard()).toBe(2);
    await expectMetricsMatchTable('loan-requests', reportListFilters({ departmentId: dept.id, status: ['COMPLETED'] }));
  });
});

describe('leave', () => {
  it('lists who is away today and this week from the filtered rows', async () => {
    const metrics = await call(t.app, 'GET', `${R}/leave-requests/metrics?${qs(reportListFilters({ departmentId }))}`, admin.headers);
    expect(metrics.status).toBe(200);
    expect(metrics.body.awayToday.map((a: { staff: { id: string } }) => a.staff.id)).toEqual([people[0].id]);
    expect(metrics.body.awayThisWeek.map((a: { staff: { id: string } }) => a.staff.id)).toContain(people[0].id);
    expect(metrics.body.awayThisWeek.map((a: { staff: { id: string } }) => a.staff.id)).not.toContain(people[1].id);
  });
});

describe('penalties', () => {
  it('names the pay run that deducted each and counts by kind', async () => {
    const answer = await call(t.app, 'GET', `${R}/penalty?${qs(reportListFilters({ departmentId }))}&sort=date,ASC`, admin.headers);
    expect((answer.body.data as Row[]).map((r) => [r.status, (r.payRun as { month: string } | null)?.month ?? null])).toEqual([
      ['DEDUCTED', '2001-01'],
      ['PENDING', null],
    ]);
    const metrics = await call(t.app, 'GET', `${R}/penalty/metrics?${qs(reportListFilters({ departmentId }))}`, admin.headers);
    expect(metrics.body.byKind).toEqual([
      { kind: 'APPRAISAL', count: 0, amount: 0 },
      { kind: 'DIRECT', count: 2, amount: 750_050 },
    ]);
  });
});

describe('exports and access', () => {
  it.each(reports)('%s: the export holds exactly the filtered rows and is audited', async (report) => {
    const filters = reportListFilters({ departmentId });
    const rows = await walk(report, qs(filters));
    const response = await t.app.inject({ url: `${R}/${report}/export?${qs(filters)}&format=csv`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-row-count'])).toBe(rows.length);
    for (const row of rows) expect(response.body).toContain((row.staff as { staffId: string }).staffId);
    expect(response.body).toContain(departmentId);
    const [entry] = await selectRows<{ entity: string }>(t.app.database.db, sql`select entity from audit_log where action = 'export' order by at desc limit 1`);
    expect(entry.entity).toContain(report);
  });

  it('lets HR in, keeps out admins without `reports` and staff', async () => {
    for (const report of reports) {
      expect((await call(t.app, 'GET', `${R}/${report}/metrics`, hr.headers)).status).toBe(200);
      expect((await call(t.app, 'GET', `${R}/${report}`, siteManager.headers)).status).toBe(403);
      expect((await call(t.app, 'GET', `${R}/${report}/metrics`, siteManager.headers)).status).toBe(403);
      expect((await call(t.app, 'GET', `${R}/${report}/export`, siteManager.headers)).status).toBe(403);
      expect([401, 403]).toContain((await call(t.app, 'GET', `${R}/${report}`, people[0].headers)).status);
    }
  });

  it('refuses an unknown filter field with a 400 naming it', async () => {
    const answer = await call(t.app, 'GET', `${R}/penalty/metrics?filter=${encodeURIComponent('salary||$eq||1')}`, admin.headers);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('salary');
  });
});

describe('licence expiry reminders', () => {
  it('mails the staff member and HR once per threshold, across two runs of the job', async () => {
    const { licenceReminderJob, licenceDigestJob } = await import('./licence-reminder.job');
    const db = t.app.database.db;
    // people[2] is 30 days out (the 30-day threshold); a new person is 5 days out, never reminded: only the 7-day one.
    const late = await freshStaff(t);
    await db.update(staff).set({ driverLicenceNumber: `LATE-${Date.now()}`, driverLicenceExpiry: addDays(today, 5), driverLicenceStatus: 'VERIFIED' }).where(eq(staff.id, late.id));
    const mailsTo = (email: string) => (t.app.mailer.delivered ?? []).filter((m) => m.to === email && /driver's licence/i.test(m.subject));
    const hrMails = () => (t.app.mailer.delivered ?? []).filter((m) => m.to === 'hr@crewbase.test' && /expiring soon/.test(m.subject));
    const hrBefore = hrMails().length;

    await t.app.jobs.enqueue(licenceReminderJob, {});
    await t.app.jobs.runDue();
    expect(mailsTo(people[2].email)).toHaveLength(1);
    expect(mailsTo(late.email)).toHaveLength(1);
    expect(hrMails().length).toBe(hrBefore + 1);
    expect(hrMails().at(-1)?.text).toContain('(7-day reminder)');
    const claimed = await selectRows<{ threshold_days: number }>(db, sql`select threshold_days from licence_reminders where staff_id = ${late.id}`);
    expect(claimed.map((c) => c.threshold_days)).toEqual([7]);

    await t.app.jobs.enqueue(licenceReminderJob, {});
    await t.app.jobs.runDue();
    expect(mailsTo(people[2].email)).toHaveLength(1);
    expect(mailsTo(late.email)).toHaveLength(1);
    expect(hrMails().length).toBe(hrBefore + 1);

    // A renewed licence (a new expiry) is reminded afresh.
    await db.update(staff).set({ driverLicenceExpiry: addDays(today, 14) }).where(eq(staff.id, late.id));
    await t.app.jobs.enqueue(licenceReminderJob, {});
    await t.app.jobs.runDue();
    expect(mailsTo(late.email)).toHaveLength(2);

    await t.app.jobs.enqueue(licenceDigestJob, {});
    await t.app.jobs.runDue();
    const digest = (t.app.mailer.delivered ?? []).filter((m) => m.to === 'hr@crewbase.test' && /Weekly driver's licence digest/.test(m.subject)).at(-1);
    const numbers = await selectRows<{ id: string; staff_id: string }>(db, sql`select id, staff_id from staff where id in (${late.id}, ${people[0].id})`);
    const numberOf = (id: string) => numbers.find((n) => n.id === id)?.staff_id ?? 'missing';
    const [expiredPart, duePart] = (digest?.text ?? '').split('Due to expire within 30 days');
    expect(expiredPart).toContain(numberOf(people[0].id));
    expect(duePart).toContain(numberOf(late.id));
  });
});
