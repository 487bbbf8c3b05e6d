// Bulk decisions on the request lists through the real API and database: each record is decided on its own, through
// its state machine, so a refused one (already decided, unknown) never stops the others; the answer names each.
import { noteRequiredMessage } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, mondayIn, signedIn, type Person } from './request-test-kit';

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const bulk = (base: string, action: string, payload: object, who = admin) => call(t.app, 'POST', `/api/admin/${base}/bulk/${action}`, who.headers, payload);
const askLeave = async (p: Person, weeks: number) =>
  (await call(t.app, 'POST', '/api/staff/leave-request', p.headers, { startDate: mondayIn(weeks), endDate: mondayIn(weeks), reason: 'Family visit' })).body.id as string;
const leaveOf = async (id: string) => (await call(t.app, 'GET', `/api/admin/leave-request/${id}`, admin.headers)).body;

describe('bulk decisions', () => {
  it('approves every pending leave request asked for and refuses the approved one and the unknown id with their reasons', async () => {
    const person = await freshStaff(t);
    const [a, b, done] = [await askLeave(person, 20), await askLeave(person, 21), await askLeave(person, 22)];
    expect((await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${done}`, admin.headers, {})).status).toBe(200);
    const single = await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${done}`, admin.headers, {});
    expect(single.status).toBe(409);

    const answer = await bulk('leave-request', 'approve', { ids: [a, done, UNKNOWN, b, a], note: 'Approved for the quiet weeks' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      action: 'approve',
      succeeded: 2,
      refused: 2,
      results: [
        { id: a, ok: true, status: 'APPROVED' },
        { id: done, ok: false, statusCode: 409, message: single.body.message },
        { id: UNKNOWN, ok: false, statusCode: 404, message: 'That leave request does not exist.' },
        { id: b, ok: true, status: 'APPROVED' },
      ],
    });
    for (const id of [a, b]) {
      const detail = await leaveOf(id);
      expect(detail).toMatchObject({ status: 'APPROVED', decisionNote: 'Approved for the quiet weeks' });
      expect(detail.history.at(-1)).toMatchObject({ action: 'approve', fromStatus: 'PENDING', toStatus: 'APPROVED', note: 'Approved for the quiet weeks' });
    }
    // The approved one is as it was: one approval in its trail.
    const trail = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, done), eq(auditLog.action, 'approve')));
    expect(trail).toHaveLength(1);
  });

  it('rejects in bulk only with a note, checked once before any record is touched', async () => {
    const person = await freshStaff(t);
    const id = await askLeave(person, 23);
    const bare = await bulk('leave-request', 'reject', { ids: [id] });
    expect(bare.status).toBe(400);
    expect(bare.body.details).toEqual([{ path: 'note', message: noteRequiredMessage }]);
    expect((await leaveOf(id)).status).toBe('PENDING');
    const rejected = await bulk('leave-request', 'reject', { ids: [id], note: 'Peak season' });
    expect(rejected.body).toMatchObject({ succeeded: 1, refused: 0 });
    expect(await leaveOf(id)).toMatchObject({ status: 'REJECTED', decisionNote: 'Peak season' });
  });

  it('answers 400 naming the problem: no ids, too many, a bad id, a bad note, an action not offered in bulk', async () => {
    const empty = await bulk('leave-request', 'approve', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ path: 'ids', message: 'Choose at least one record.' }]);
    const many = await bulk('leave-request', 'approve', { ids: Array.from({ length: 201 }, () => UNKNOWN) });
    expect(many.status).toBe(400);
    expect(many.body.details).toEqual([{ path: 'ids', message: 'Decide at most 200 records at a time.' }]);
    const bad = await bulk('leave-request', 'approve', { ids: [UNKNOWN, 'nope'], note: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        { path: 'ids.1', message: 'Not a valid id.' },
        { path: 'note', message: 'Keep the note under 500 characters.' },
      ]),
    );
    const missing = await bulk('leave-request', 'approve', {});
    expect(missing.status).toBe(400);
    expect(missing.body.details[0].path).toBe('ids');
    const notOffered = await bulk('leave-request', 'cancel', { ids: [UNKNOWN], note: 'x' });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.message).toMatch(/approve, reject/);
  });

  it('needs the permission of the single decision', async () => {
    const [role] = await t.app.database.db
      .execute(sql`insert into roles (name, display_name) values ('Request reader (bulk test)', 'Request reader') returning id`)
      .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
    await t.app.database.db.execute(sql`insert into role_permissions (role_id, permission_id) select ${role.id}, id from permissions where name = 'read'`);
    await t.app.database.db.execute(
      sql`insert into users (first_name, last_name, email, status, role_id, password_hash) values ('Bulk', 'Reader', 'bulk.reader@crewbase.test', 'Active', ${role.id}, ${t.demoPasswordHash})`,
    );
    const reader = await signedIn(t.app, 'admin', 'bulk.reader@crewbase.test');
    const person = await freshStaff(t);
    const id = await askLeave(person, 24);
    for (const base of ['leave-request', 'loan-request', 'medical-assistance', 'payment-requests']) {
      expect((await bulk(base, 'approve', { ids: [id] }, reader)).status).toBe(403);
    }
    expect((await bulk('leave-request', 'approve', { ids: [id] }, person)).status).toBe(401);
    expect((await leaveOf(id)).status).toBe('PENDING');
  });

  it('approves loans as requested, within the limits, and declines, deny and approve the other request kinds', async () => {
    const person = await freshStaff(t);
    const loan = (amountRequested: number, repaymentMonths: number) =>
      call(t.app, 'POST', '/api/staff/loan-request', person.headers, { amountRequested, repaymentMonths, reason: 'School fees' }).then((r) => r.body.id as string);
    const [small, other] = [await loan(120000, 4), await loan(50000, 2)];
    const approved = await bulk('loan-request', 'approve', { ids: [small] });
    expect(approved.body).toMatchObject({ succeeded: 1, results: [{ id: small, ok: true, status: 'APPROVED' }] });
    expect((await call(t.app, 'GET', `/api/admin/loan-request/${small}`, admin.headers)).body).toMatchObject({ amount: '120000.00', repaymentMonths: 4 });
    const declined = await bulk('loan-request', 'decline', { ids: [other, small], note: 'Not this quarter' });
    expect(declined.body).toMatchObject({ succeeded: 1, refused: 1, results: [{ id: other, ok: true, status: 'DECLINED' }, { id: small, ok: false, statusCode: 409 }] });

    const medical = (await call(t.app, 'POST', '/api/staff/medical-assistance', person.headers, { amount: 25000, reason: 'Clinic bill' })).body.id as string;
    expect((await bulk('medical-assistance', 'decline', { ids: [medical], note: 'No invoice' })).body.results).toEqual([{ id: medical, ok: true, status: 'DENIED' }]);

    const payment = (
      await call(t.app, 'POST', '/api/admin/payment-requests', admin.headers, { staffId: person.id, category: 'Claims', amount: 15000, description: 'Fuel claim' })
    ).body.id as string;
    expect((await bulk('payment-requests', 'deny', { ids: [payment] })).status).toBe(400);
    expect((await bulk('payment-requests', 'approve', { ids: [payment] })).body.results).toEqual([{ id: payment, ok: true, status: 'APPROVED' }]);
  });
});
