// Loans through the real API and database: requests, ceilings, approval, disbursement with its plan, repayments.
import { addDays, addMonthsClamped, noteRequiredMessage, todayIso, type LoanRequestDetail } from '@crewbase/domain';
import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loanRequests } from '../../db/schema';
import { migrationsFolder } from '../../platform/paths';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, signedIn, staffInStatus, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
let hr: Person;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  hr = await signedIn(t.app, 'admin', 'hr@crewbase.test');
});
afterAll(() => t.close());

const ask = (p: Person, amountRequested: number | string, repaymentMonths = 3, reason = 'School fees') =>
  call(t.app, 'POST', '/api/staff/loan-request', p.headers, { amountRequested, repaymentMonths, reason });
const adminDo = (path: string, body?: object, who = admin) => call(t.app, 'PATCH', `/api/admin/loan-request/${path}`, who.headers, body);

describe('staff loan requests', () => {
  it('creates a pending loan, lists it, and counts it against the balance', async () => {
    const me = await freshStaff(t);
    const created = await ask(me, '100000.5', 4);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', amountRequested: '100000.50', amount: null, repaymentMonths: 4, repaymentPlan: [], amountOutstanding: '0.00' });
    const list = await call(t.app, 'GET', '/api/staff/loan-request', me.headers);
    expect(list.body.data.map((l: { id: string }) => l.id)).toEqual([created.body.id]);
    const balance = await call(t.app, 'GET', '/api/staff/loan-request/loan-balance', me.headers);
    expect(balance.body).toEqual({ ceiling: '500000.00', outstanding: '0.00', committed: '100000.50', available: '399999.50', maxRepaymentMonths: 12 });
  });

  it('refuses zero, negative, over-precise and over-ceiling amounts and too long a plan, naming the field', async () => {
    const me = await freshStaff(t);
    for (const [amount, message] of [
      [0, /greater than zero/],
      [-5, /greater than zero/],
      ['10.005', /two decimal places/],
      ['abc', /as a number/],
    ] as const) {
      const refused = await ask(me, amount);
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([{ path: 'amountRequested', message: expect.stringMatching(message) }]);
    }
    const over = await ask(me, 500000.01, 13);
    expect(over.status).toBe(400);
    expect(over.body.details.map((d: { path: string }) => d.path)).toEqual(['amountRequested', 'repaymentMonths']);
    expect((await ask(me, 400000)).status).toBe(201);
    const second = await ask(me, 100000.01);
    expect(second.body.details[0].message).toMatch(/At most ₦100,000\.00 can be borrowed now \(limit ₦500,000\.00/);
  });

  it('lets the owner change and withdraw a pending loan; others get 404', async () => {
    const me = await freshStaff(t);
    const other = await freshStaff(t);
    const { body } = await ask(me, 5000);
    const changed = await call(t.app, 'PATCH', `/api/staff/loan-request/${body.id}`, me.headers, { amountRequested: 6000, repaymentMonths: 2, reason: 'Rent' });
    expect(changed.body).toMatchObject({ amountRequested: '6000.00', repaymentMonths: 2, reason: 'Rent' });
    expect((await call(t.app, 'GET', `/api/staff/loan-request/${body.id}`, other.headers)).status).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/staff/loan-request/withdraw/${body.id}`, other.headers, {})).status).toBe(404);
    const withdrawn = await call(t.app, 'PATCH', `/api/staff/loan-request/withdraw/${body.id}`, me.headers, {});
    expect(withdrawn.body.status).toBe('WITHDRAWN');
    expect((await call(t.app, 'PATCH', `/api/staff/loan-request/${body.id}`, me.headers, { amountRequested: 1, repaymentMonths: 1, reason: 'x' })).status).toBe(409);
    expect((await call(t.app, 'GET', '/api/staff/loan-request/loan-balance', me.headers)).body.committed).toBe('0.00');
  });
});

describe('admin loans', () => {
  it('approves an amount, disburses into a plan that sums exactly, and completes with the last payment', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, 1000, 3);
    const over = await adminDo(`approve/${body.id}`, { amount: 1000.01, repaymentMonths: 3 });
    expect(over.status).toBe(400);
    expect(over.body.details).toEqual([{ path: 'amount', message: expect.stringMatching(/at most the amount requested/) }]);

    const approved = await adminDo(`approve/${body.id}`, { amount: '100.00', repaymentMonths: 3, note: 'Reduced' });
    expect(approved.body).toMatchObject({ status: 'APPROVED', amount: '100.00', repaymentMonths: 3, decisionNote: 'Reduced' });
    expect((await adminDo(`${body.id}/repayment-plan/set-to-paid`, { installmentId: '00000000-0000-4000-8000-000000000000' })).status).toBe(409);

    const past = await adminDo(`disburse/${body.id}`, { firstDueDate: todayIso() });
    expect(past.status).toBe(400);
    const first = addMonthsClamped(todayIso(), 1);
    const disbursed = await adminDo(`disburse/${body.id}`);
    expect(disbursed.status).toBe(200);
    const loan: LoanRequestDetail = disbursed.body;
    expect(loan.status).toBe('DISBURSED');
    expect(loan.repaymentPlan.map((i) => i.amount)).toEqual(['33.34', '33.33', '33.33']);
    expect(loan.repaymentPlan.map((i) => i.status)).toEqual(['UNPAID', 'UNPAID', 'UNPAID']);
    expect(loan.repaymentPlan[0].dueDate).toBe(first);
    expect(loan.amountOutstanding).toBe('100.00');
    expect((await call(t.app, 'GET', '/api/staff/loan-request/loan-balance', me.headers)).body).toMatchObject({ outstanding: '100.00', committed: '0.00' });

    const pay = (installmentId: string) => adminDo(`${body.id}/repayment-plan/set-to-paid`, { installmentId });
    const one = await pay(loan.repaymentPlan[0].id);
    expect(one.body).toMatchObject({ status: 'REPAYMENT_IN_PROGRESS', amountPaid: '33.34', amountOutstanding: '66.66' });
    expect((await pay(loan.repaymentPlan[0].id)).status).toBe(409);
    await pay(loan.repaymentPlan[1].id);
    const last = await pay(loan.repaymentPlan[2].id);
    expect(last.body.status).toBe('COMPLETED');
    expect(last.body.repaymentPlan.every((i: { status: string }) => i.status === 'PAID')).toBe(true);
    expect(last.body.history.map((h: { action: string }) => h.action)).toEqual(['create', 'approve', 'disburse', 'set-to-paid', 'set-to-paid', 'set-to-paid']);
    expect(last.body.history.at(-1)).toMatchObject({ fromStatus: 'REPAYMENT_IN_PROGRESS', toStatus: 'COMPLETED' });
    expect((await pay(loan.repaymentPlan[2].id)).status).toBe(409);

    const staffView = await call(t.app, 'GET', `/api/staff/loan-request/${body.id}`, me.headers);
    expect(staffView.body.repaymentPlan).toHaveLength(3);
  });

  it('keeps the approval note when the loan is disbursed and repaid without one; each step keeps its note in the history', async () => {
    const me = await freshStaff(t);
    const notes = (detail: LoanRequestDetail) => detail.history.map((h) => h.note);
    const { body } = await ask(me, 900, 3);
    await adminDo(`approve/${body.id}`, { amount: 900, repaymentMonths: 3, note: 'Approved over three months' });
    const disbursed = await adminDo(`disburse/${body.id}`);
    expect(disbursed.body).toMatchObject({ status: 'DISBURSED', decisionNote: 'Approved over three months' });
    const paid = await adminDo(`${body.id}/repayment-plan/set-to-paid`, { installmentId: disbursed.body.repaymentPlan[0].id });
    expect(paid.body).toMatchObject({ status: 'REPAYMENT_IN_PROGRESS', decisionNote: 'Approved over three months' });
    const staffView = await call(t.app, 'GET', `/api/staff/loan-request/${body.id}`, me.headers);
    expect(staffView.body.decisionNote).toBe('Approved over three months');
    expect(notes(staffView.body)).toEqual([null, 'Approved over three months', null, null]);

    // A disbursement with a note of its own speaks for itself; the approval's stays in the history.
    const second = (await ask(me, 300, 1)).body;
    await adminDo(`approve/${second.id}`, { amount: 300, repaymentMonths: 1, note: 'Approved' });
    const withNote = await adminDo(`disburse/${second.id}`, { note: 'Sent to the salary account' });
    expect(withNote.body.decisionNote).toBe('Sent to the salary account');
    expect(notes(withNote.body)).toEqual([null, 'Approved', 'Sent to the salary account']);
  });

  it('gets back an approval note a disbursement wiped before notes were kept (migration 0008)', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, 600, 2);
    await adminDo(`approve/${body.id}`, { amount: 600, repaymentMonths: 2, note: 'Approved in full' });
    await adminDo(`disburse/${body.id}`);
    const { db } = t.app.database;
    // As the disbursement left it until now.
    await db.update(loanRequests).set({ decisionNote: null }).where(eq(loanRequests.id, body.id));
    const migration = readFileSync(join(migrationsFolder, '0008_restore_decision_notes.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect((await call(t.app, 'GET', `/api/staff/loan-request/${body.id}`, me.headers)).body.decisionNote).toBe('Approved in full');
  });

  it('refuses a decline without a note (400 on note) and changes nothing', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, 400);
    for (const payload of [undefined, {}, { note: '   ' }]) {
      const refused = await adminDo(`decline/${body.id}`, payload);
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([{ path: 'note', message: noteRequiredMessage }]);
    }
    const unchanged = await call(t.app, 'GET', `/api/admin/loan-request/${body.id}`, admin.headers);
    expect(unchanged.body).toMatchObject({ status: 'PENDING', decisionNote: null });
    expect(unchanged.body.history.map((h: { action: string }) => h.action)).toEqual(['create']);
    expect((await adminDo(`decline/${body.id}`, { note: 'Above what we can lend at once' })).body.status).toBe('DECLINED');
    expect((await call(t.app, 'GET', `/api/staff/loan-request/${body.id}`, me.headers)).body.decisionNote).toBe('Above what we can lend at once');
  });

  it('starts a plan on a month end and keeps each due date on the last day of shorter months', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, 1200, 4);
    await adminDo(`approve/${body.id}`, { amount: 1200, repaymentMonths: 4 });
    const year = Number(todayIso().slice(0, 4)) + 1;
    const disbursed = await adminDo(`disburse/${body.id}`, { firstDueDate: `${year}-01-31` });
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    expect(disbursed.body.repaymentPlan.map((i: { dueDate: string }) => i.dueDate)).toEqual([`${year}-01-31`, `${year}-02-${leap ? 29 : 28}`, `${year}-03-31`, `${year}-04-30`]);
  });

  it('declines, refuses decisions the state forbids, creates for a staff member and soft-deletes', async () => {
    const me = await freshStaff(t);
    const a = (await ask(me, 500)).body;
    expect((await adminDo(`decline/${a.id}`, { note: 'Budget' })).body.status).toBe('DECLINED');
    expect((await adminDo(`approve/${a.id}`, { amount: 500, repaymentMonths: 1 })).status).toBe(409);
    expect((await adminDo(`disburse/${a.id}`)).status).toBe(409);

    const created = await call(t.app, 'POST', '/api/admin/loan-request', admin.headers, { staffId: me.id, amountRequested: 700, repaymentMonths: 2, reason: 'Emergency' });
    expect(created.status).toBe(201);
    expect((await call(t.app, 'GET', `/api/admin/loan-request/loan-balance/${me.id}`, admin.headers)).body.committed).toBe('700.00');
    expect((await call(t.app, 'DELETE', `/api/admin/loan-request/${created.body.id}`, admin.headers)).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/admin/loan-request/${created.body.id}`, admin.headers)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/admin/loan-request/loan-balance/${me.id}`, admin.headers)).body.committed).toBe('0.00');
  });

  it('filters on amounts and status and sorts by amount requested', async () => {
    const me = await freshStaff(t);
    await ask(me, 300);
    await ask(me, 200);
    const enc = encodeURIComponent;
    const mine = `filter=${enc(`staff.id||$eq||${me.id}`)}`;
    const sorted = await call(t.app, 'GET', `/api/admin/loan-request?${mine}&sort=${enc('amountRequested,ASC')}`, admin.headers);
    expect(sorted.body.data.map((l: { amountRequested: string }) => l.amountRequested)).toEqual(['200.00', '300.00']);
    const big = await call(t.app, 'GET', `/api/admin/loan-request?${mine}&filter=${enc('amountRequested||$gte||250')}&filter=${enc('status||$eq||PENDING')}`, admin.headers);
    expect(big.body.data.map((l: { amountRequested: string }) => l.amountRequested)).toEqual(['300.00']);
    expect((await call(t.app, 'GET', `/api/admin/loan-request?filter=${enc('status||$eq||PAID')}`, admin.headers)).status).toBe(400);
  });

  it('gives one winner and one 409 when two admins decide at once', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, 900);
    const [x, y] = await Promise.all([adminDo(`approve/${body.id}`, { amount: 900, repaymentMonths: 3 }), adminDo(`decline/${body.id}`, { note: 'Budget' }, hr)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const detail = await call(t.app, 'GET', `/api/admin/loan-request/${body.id}`, admin.headers);
    expect(detail.body.history).toHaveLength(2);
    expect(detail.body.status).toBe((x.status === 200 ? x : y).body.status);
  });

  it('pays two installments at once without losing either', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, 300, 3);
    await adminDo(`approve/${body.id}`, { amount: 300, repaymentMonths: 3 });
    const plan = (await adminDo(`disburse/${body.id}`, { firstDueDate: addDays(todayIso(), 10) })).body.repaymentPlan;
    const results = await Promise.all([
      adminDo(`${body.id}/repayment-plan/set-to-paid`, { installmentId: plan[0].id }),
      adminDo(`${body.id}/repayment-plan/set-to-paid`, { installmentId: plan[1].id }, hr),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const detail = await call(t.app, 'GET', `/api/admin/loan-request/${body.id}`, admin.headers);
    expect(detail.body).toMatchObject({ status: 'REPAYMENT_IN_PROGRESS', amountPaid: '200.00' });
  });
});

describe('deleting loans and who they are for', () => {
  const remove = (id: string) => call(t.app, 'DELETE', `/api/admin/loan-request/${id}`, admin.headers);

  it('deletes an approved loan not yet disbursed (freeing the limit), and refuses a disbursed or repaying one with the reason', async () => {
    const me = await freshStaff(t);
    const approvedOnly = (await ask(me, 800, 2)).body;
    await adminDo(`approve/${approvedOnly.id}`, { amount: 800, repaymentMonths: 2 });
    expect((await remove(approvedOnly.id)).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/admin/loan-request/loan-balance/${me.id}`, admin.headers)).body.committed).toBe('0.00');

    const paidOut = (await ask(me, 900, 3)).body;
    await adminDo(`approve/${paidOut.id}`, { amount: 900, repaymentMonths: 3 });
    const disbursed = (await adminDo(`disburse/${paidOut.id}`)).body;
    const refused = await remove(paidOut.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A disbursed loan cannot be deleted: the money has gone to the staff member and is owed back.');
    await adminDo(`${paidOut.id}/repayment-plan/set-to-paid`, { installmentId: disbursed.repaymentPlan[0].id });
    const repaying = await remove(paidOut.id);
    expect(repaying.status).toBe(409);
    expect(repaying.body.message).toBe('A loan being repaid cannot be deleted: its payments are part of the money record.');
    const still = await call(t.app, 'GET', `/api/admin/loan-request/${paidOut.id}`, admin.headers);
    expect(still.body).toMatchObject({ status: 'REPAYMENT_IN_PROGRESS', amountPaid: '300.00' });
    expect(still.body.history.map((h: { action: string }) => h.action)).not.toContain('delete');
  });

  it('never both disburses and deletes the same approved loan when two admins act at once', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, 600, 2);
    await adminDo(`approve/${body.id}`, { amount: 600, repaymentMonths: 2 });
    const [paid, removed] = await Promise.all([adminDo(`disburse/${body.id}`, {}, hr), remove(body.id)]);
    expect([paid.status === 200, removed.status === 204].filter(Boolean)).toHaveLength(1);
  });

  it('adds a loan for Active or Suspended staff only', async () => {
    const add = (staffId: string) => call(t.app, 'POST', '/api/admin/loan-request', admin.headers, { staffId, amountRequested: 100, repaymentMonths: 1, reason: 'Rent' });
    expect((await add(await staffInStatus(t, 'Suspended'))).status).toBe(201);
    const refused = await add(await staffInStatus(t, 'Terminated'));
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'staffId', message: 'Requests can only be added for Active or Suspended staff; this person is Terminated.' }]);
  });
});
