// The demo requests: every state for the demo sign-in and colleagues, a loan being repaid, trails, created once.
import { leaveStatusSchema, loanStatusSchema, medicalAssistanceStatusSchema, paymentRequestStatusSchema, requestCategorySchema } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { selectRows } from '../database';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, signedIn, type Person } from '../../modules/requests/request-test-kit';
import { seedDemoRequests } from './requests';

let t: TestApp;
let me: Person;
let admin: Person;
beforeAll(async () => {
  t = await buildTestApp();
  me = await signedIn(t.app, 'staff', 'staff@crewbase.test');
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
});
afterAll(() => t.close());

const statuses = async (url: string, who: Person) => new Set((await call(t.app, 'GET', `${url}?limit=100`, who.headers)).body.data.map((r: { status: string }) => r.status));

describe('demo requests', () => {
  it('shows the demo staff member leave, loans and medical requests in many states', async () => {
    expect(await statuses('/api/staff/leave-request', me)).toEqual(new Set(['COMPLETED', 'APPROVED', 'PENDING', 'REJECTED', 'WITHDRAWN', 'CANCELLED']));
    expect(await statuses('/api/staff/loan-request', me)).toEqual(new Set(['REPAYMENT_IN_PROGRESS', 'PENDING', 'WITHDRAWN']));
    expect(await statuses('/api/staff/medical-assistance', me)).toEqual(new Set(['PENDING', 'ISSUED']));
  });

  it('covers every state and category across the company', async () => {
    const leave = await statuses('/api/admin/leave-request', admin);
    expect(leaveStatusSchema.options.filter((s) => !leave.has(s))).toEqual([]);
    const loans = await statuses('/api/admin/loan-request', admin);
    expect(loanStatusSchema.options.filter((s) => !loans.has(s))).toEqual([]);
    const medical = await statuses('/api/admin/medical-assistance', admin);
    expect(medicalAssistanceStatusSchema.options.filter((s) => !medical.has(s))).toEqual([]);
    const payments = (await call(t.app, 'GET', '/api/admin/payment-requests?limit=100', admin.headers)).body.data;
    expect(paymentRequestStatusSchema.options.filter((s) => !payments.some((p: { status: string }) => p.status === s))).toEqual([]);
    expect(requestCategorySchema.options.filter((c) => !payments.some((p: { category: string }) => p.category === c))).toEqual([]);
  });

  it('gives the demo staff member a loan being repaid, with its plan and trail, inside the leave and loan limits', async () => {
    const list = await call(t.app, 'GET', `/api/staff/loan-request?filter=${encodeURIComponent('status||$eq||REPAYMENT_IN_PROGRESS')}`, me.headers);
    const loan = (await call(t.app, 'GET', `/api/staff/loan-request/${list.body.data[0].id}`, me.headers)).body;
    expect(loan.repaymentPlan.map((i: { status: string }) => i.status)).toEqual(['PAID', 'PAID', 'UNPAID', 'UNPAID', 'UNPAID', 'UNPAID']);
    expect(loan).toMatchObject({ amount: '120000.00', amountPaid: '40000.00', amountOutstanding: '80000.00' });
    expect(loan.history.map((h: { action: string }) => h.action)).toEqual(['create', 'approve', 'disburse', 'set-to-paid', 'set-to-paid']);
    expect(loan.history[0].actor.name).toBe('Adaeze Nwosu');
    const balance = (await call(t.app, 'GET', '/api/staff/loan-request/loan-balance', me.headers)).body;
    expect(balance).toMatchObject({ outstanding: '80000.00', committed: '50000.00', available: '370000.00' });
    const leave = (await call(t.app, 'GET', '/api/staff/leave-request/leave-balance', me.headers)).body;
    expect(leave.remaining).toBeGreaterThan(5);
  });

  it('is created once', async () => {
    const count = async () => (await selectRows<{ n: number }>(t.app.database.db, sql`select count(*)::int as n from leave_requests`))[0].n;
    const before = await count();
    await seedDemoRequests(t.app.database.db);
    expect(await count()).toBe(before);
  });
});
