// Leave through the real API and database: staff requests, admin decisions, rules, refusals and concurrency.
import { addDays, countWorkingDays, noteRequiredMessage, todayIso, type LeaveRequestDetail } from '@crewbase/domain';
import { eq, and } from 'drizzle-orm';
import { auditLog, publicHolidays } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, mondayAgo, mondayIn, signedIn, staffInStatus, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
let hr: Person;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  hr = await signedIn(t.app, 'admin', 'hr@crewbase.test');
  // These tests pin the weekday rules on dates counted from today; the demo's public holidays would move their counts
  // with the calendar. Holidays have their own tests (leave-types.routes.test.ts).
  await t.app.database.db.delete(publicHolidays);
});
afterAll(() => t.close());

const ask = (p: Person, startDate: string, endDate: string, reason = 'Family visit') =>
  call(t.app, 'POST', '/api/staff/leave-request', p.headers, { startDate, endDate, reason });

describe('staff leave requests', () => {
  it('creates a pending request counted in working days, lists it newest first and shows its history', async () => {
    const me = await freshStaff(t);
    const start = mondayIn(3);
    const first = await ask(me, start, addDays(start, 4));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'PENDING', days: 5, startDate: start, staff: { id: me.id } });
    expect(first.body.history).toEqual([expect.objectContaining({ action: 'create', toStatus: 'PENDING', actor: expect.objectContaining({ type: 'staff', id: me.id }) })]);
    // A Friday to Tuesday span holds a weekend: 3 working days.
    const second = await ask(me, addDays(start, 11), addDays(start, 15));
    expect(second.body.days).toBe(3);

    const list = await call(t.app, 'GET', '/api/staff/leave-request', me.headers);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, count: 2, page: 1, pageCount: 1 });
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([second.body.id, first.body.id]);

    const balance = await call(t.app, 'GET', `/api/staff/leave-request/leave-balance?year=${start.slice(0, 4)}`, me.headers);
    expect(balance.body.entitlement).toBe(20);
    expect(balance.body.pending + balance.body.used + balance.body.remaining).toBe(20);
  });

  it('refuses past dates, an end before the start, weekends only, overlaps and more days than the balance, naming the field', async () => {
    const me = await freshStaff(t);
    const past = await ask(me, '2020-01-06', '2020-01-07');
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual(expect.arrayContaining([{ path: 'startDate', message: 'The leave cannot start in the past.' }]));

    const start = mondayIn(2);
    const backwards = await ask(me, start, addDays(start, -1));
    expect(backwards.status).toBe(400);
    expect(backwards.body.details).toEqual(expect.arrayContaining([{ path: 'endDate', message: 'The end date cannot be before the start date.' }]));

    const weekend = await ask(me, addDays(start, 5), addDays(start, 6));
    expect(weekend.status).toBe(400);
    expect(weekend.body.details[0].path).toBe('endDate');

    expect((await ask(me, start, addDays(start, 2))).status).toBe(201);
    const overlap = await ask(me, addDays(start, 2), addDays(start, 3));
    expect(overlap.status).toBe(400);
    expect(overlap.body.details).toEqual([expect.objectContaining({ path: 'startDate', message: expect.stringMatching(/overlap/) })]);

    // 20 days a year: a six-week request (30 working days) cannot fit in any one year.
    const tooLong = await ask(me, mondayIn(10), addDays(mondayIn(10), 41));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details.some((d: { path: string; message: string }) => d.path === 'endDate' && /remain/.test(d.message))).toBe(true);

    const missing = await call(t.app, 'POST', '/api/staff/leave-request', me.headers, { startDate: '2026-13-01' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['endDate', 'reason', 'startDate']);
  });

  it('lets the owner change a pending request, and refuses once it is decided', async () => {
    const me = await freshStaff(t);
    const start = mondayIn(4);
    const { body } = await ask(me, start, start);
    const changed = await call(t.app, 'PATCH', `/api/staff/leave-request/${body.id}`, me.headers, { startDate: start, endDate: addDays(start, 1), reason: 'Longer' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ days: 2, reason: 'Longer' });
    expect(changed.body.history.map((h: { action: string }) => h.action)).toEqual(['create', 'update']);

    expect((await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${body.id}`, admin.headers, {})).status).toBe(200);
    const late = await call(t.app, 'PATCH', `/api/staff/leave-request/${body.id}`, me.headers, { startDate: start, endDate: start, reason: 'x' });
    expect(late.status).toBe(409);
  });

  it('answers 404 when a staff member reads, changes or withdraws someone else\'s request', async () => {
    const owner = await freshStaff(t);
    const other = await freshStaff(t);
    const { body } = await ask(owner, mondayIn(5), mondayIn(5));
    expect((await call(t.app, 'GET', `/api/staff/leave-request/${body.id}`, other.headers)).status).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/staff/leave-request/${body.id}`, other.headers, { startDate: mondayIn(5), endDate: mondayIn(5), reason: 'x' })).status).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/staff/leave-request/withdraw/${body.id}`, other.headers, {})).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/staff/leave-request', other.headers)).body.total).toBe(0);
  });

  it('withdraws pending leave and approved leave before it starts', async () => {
    const me = await freshStaff(t);
    const a = (await ask(me, mondayIn(6), mondayIn(6))).body;
    const withdrawn = await call(t.app, 'PATCH', `/api/staff/leave-request/withdraw/${a.id}`, me.headers, {});
    expect(withdrawn.body.status).toBe('WITHDRAWN');
    expect((await call(t.app, 'PATCH', `/api/staff/leave-request/withdraw/${a.id}`, me.headers, {})).status).toBe(409);

    const b = (await ask(me, mondayIn(7), mondayIn(7))).body;
    await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${b.id}`, admin.headers, {});
    const after = await call(t.app, 'PATCH', `/api/staff/leave-request/withdraw/${b.id}`, me.headers, { note: 'Plans changed' });
    // The person's own note is history, never a "Note from HR".
    expect(after.body).toMatchObject({ status: 'WITHDRAWN', decisionNote: null });
    expect(after.body.history.at(-1)).toMatchObject({ action: 'withdraw', actor: { type: 'staff' }, note: 'Plans changed' });
  });
});

describe('admin leave', () => {
  it('adds an absence for a staff member, approves it and shows who did what', async () => {
    const person = await freshStaff(t);
    const start = mondayIn(8);
    const created = await call(t.app, 'POST', '/api/admin/leave-request', admin.headers, { staffId: person.id, startDate: start, endDate: addDays(start, 2), reason: 'Sick leave' });
    expect(created.status).toBe(201);
    expect(created.body.history[0].actor).toMatchObject({ type: 'admin', name: expect.any(String) });
    const approved = await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${created.body.id}`, admin.headers, { note: 'Get well' });
    expect(approved.body.status).toBe('APPROVED');
    expect(approved.body.history.at(-1)).toMatchObject({ action: 'approve', fromStatus: 'PENDING', toStatus: 'APPROVED', note: 'Get well' });
    const balance = await call(t.app, 'GET', `/api/admin/leave-request/leave-balance/${person.id}?year=${start.slice(0, 4)}`, admin.headers);
    expect(balance.body).toMatchObject({ used: countWorkingDays(start, addDays(start, 2)), pending: 0 });
    // Approved, not started: the admin may cancel it; once cancelled nothing more.
    expect((await call(t.app, 'PATCH', `/api/admin/leave-request/cancel/${created.body.id}`, admin.headers, { note: 'Cover found' })).body.status).toBe('CANCELLED');
    expect((await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${created.body.id}`, admin.headers, {})).status).toBe(409);
  });

  it('refuses a rejection or a cancellation without a note (400 on note) and changes nothing', async () => {
    const person = await freshStaff(t);
    const pending = (await ask(person, mondayIn(10), mondayIn(10))).body;
    const approved = (await ask(person, mondayIn(11), mondayIn(11))).body;
    await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${approved.id}`, admin.headers, { note: 'Enjoy' });
    for (const [action, id] of [['reject', pending.id], ['cancel', approved.id]]) {
      for (const payload of [undefined, {}, { note: ' ' }]) {
        const refused = await call(t.app, 'PATCH', `/api/admin/leave-request/${action}/${id}`, admin.headers, payload);
        expect(refused.status).toBe(400);
        expect(refused.body.details).toEqual([{ path: 'note', message: noteRequiredMessage }]);
      }
    }
    const stillPending = await call(t.app, 'GET', `/api/staff/leave-request/${pending.id}`, person.headers);
    expect(stillPending.body).toMatchObject({ status: 'PENDING', decisionNote: null });
    expect(stillPending.body.history).toHaveLength(1);
    const stillApproved = await call(t.app, 'GET', `/api/staff/leave-request/${approved.id}`, person.headers);
    expect(stillApproved.body).toMatchObject({ status: 'APPROVED', decisionNote: 'Enjoy' });
    expect(stillApproved.body.history).toHaveLength(2);

    const cancelled = await call(t.app, 'PATCH', `/api/admin/leave-request/cancel/${approved.id}`, admin.headers, { note: 'Site audit that week' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', decisionNote: 'Site audit that week' });
    expect(cancelled.body.history.map((h: { note: string | null }) => h.note)).toEqual([null, 'Enjoy', 'Site audit that week']);
  });

  it('refuses an unknown staff member as a field error, and rejects with 409 after a decision', async () => {
    const unknown = await call(t.app, 'POST', '/api/admin/leave-request', admin.headers, { staffId: '00000000-0000-4000-8000-000000000000', startDate: mondayIn(2), endDate: mondayIn(2), reason: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ path: 'staffId', message: 'That staff member does not exist.' }]);

    const person = await freshStaff(t);
    const { body } = await ask(person, mondayIn(9), mondayIn(9));
    expect((await call(t.app, 'PATCH', `/api/admin/leave-request/reject/${body.id}`, hr.headers, { note: 'Peak season' })).body.status).toBe('REJECTED');
    const again = await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${body.id}`, hr.headers, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/rejected/);
    expect((await call(t.app, 'GET', `/api/admin/leave-request/leave-balance/00000000-0000-4000-8000-000000000000`, admin.headers)).status).toBe(404);
  });

  it('filters by staff, shown status and dates, sorts by name, and refuses unknown fields', async () => {
    const person = await freshStaff(t);
    const a = (await ask(person, mondayIn(10), mondayIn(10))).body;
    const b = (await ask(person, mondayIn(11), mondayIn(11))).body;
    await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${a.id}`, admin.headers, {});
    const enc = encodeURIComponent;
    const mine = await call(t.app, 'GET', `/api/admin/leave-request?filter=${enc(`staff.id||$eq||${person.id}`)}&sort=${enc('startDate,ASC')}`, admin.headers);
    expect(mine.body.data.map((r: LeaveRequestDetail) => r.id)).toEqual([a.id, b.id]);
    const approved = await call(t.app, 'GET', `/api/admin/leave-request?filter=${enc(`staff.id||$eq||${person.id}`)}&filter=${enc('status||$eq||APPROVED')}`, admin.headers);
    expect(approved.body.data.map((r: LeaveRequestDetail) => r.id)).toEqual([a.id]);
    const later = await call(t.app, 'GET', `/api/admin/leave-request?filter=${enc(`startDate||$gte||${mondayIn(11)}`)}&filter=${enc(`staff.id||$eq||${person.id}`)}`, admin.headers);
    expect(later.body.data.map((r: LeaveRequestDetail) => r.id)).toEqual([b.id]);
    const sorted = await call(t.app, 'GET', `/api/admin/leave-request?sort=${enc('staff.fullName,ASC')}&limit=100`, admin.headers);
    const names = sorted.body.data.map((r: LeaveRequestDetail) => r.staff.fullName.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const bad = await call(t.app, 'GET', `/api/admin/leave-request?filter=${enc('reason||$eq||x')}`, admin.headers);
    expect(bad.status).toBe(400);
  });

  it('refuses to cancel or withdraw leave that has started or ended (ACTIVE, COMPLETED)', async () => {
    const enc = encodeURIComponent;
    const active = await call(t.app, 'GET', `/api/admin/leave-request?filter=${enc('status||$eq||ACTIVE')}`, admin.headers);
    expect(active.body.total).toBeGreaterThan(0);
    const cancel = await call(t.app, 'PATCH', `/api/admin/leave-request/cancel/${active.body.data[0].id}`, admin.headers);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toMatch(/is active, so it cannot be cancelled/);

    const me = await signedIn(t.app, 'staff', 'staff@crewbase.test');
    const done = await call(t.app, 'GET', `/api/staff/leave-request?filter=${enc('status||$eq||COMPLETED')}`, me.headers);
    expect(done.body.total).toBe(1);
    expect((await call(t.app, 'PATCH', `/api/staff/leave-request/withdraw/${done.body.data[0].id}`, me.headers)).status).toBe(409);
  });

  it('soft-deletes: gone from lists and details, kept in the audit log', async () => {
    const person = await freshStaff(t);
    const { body } = await ask(person, mondayIn(12), mondayIn(12));
    expect((await call(t.app, 'DELETE', `/api/admin/leave-request/${body.id}`, admin.headers)).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/admin/leave-request/${body.id}`, admin.headers)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/staff/leave-request/${body.id}`, person.headers)).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/admin/leave-request/${body.id}`, admin.headers)).status).toBe(404);
    const trail = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, body.id), eq(auditLog.action, 'delete')));
    expect(trail).toHaveLength(1);
  });

  it('answers 403 to an admin whose role lacks the permission', async () => {
    const { sql } = await import('drizzle-orm');
    const [role] = await t.app.database.db
      .execute(sql`insert into roles (name, display_name) values ('Leave reader (test)', 'Leave reader') returning id`)
      .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
    await t.app.database.db.execute(sql`insert into role_permissions (role_id, permission_id) select ${role.id}, id from permissions where table_name = 'leave-request' and name = 'read'`);
    await t.app.database.db.execute(sql`insert into users (first_name, last_name, email, status, role_id, password_hash) values ('Leave', 'Reader', 'leave.reader@crewbase.test', 'Active', ${role.id}, ${t.demoPasswordHash})`);
    const viewer = await signedIn(t.app, 'admin', 'leave.reader@crewbase.test');
    const person = await freshStaff(t);
    const { body } = await ask(person, mondayIn(13), mondayIn(13));
    expect((await call(t.app, 'GET', `/api/admin/leave-request/${body.id}`, viewer.headers)).status).toBe(200);
    expect((await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${body.id}`, viewer.headers, {})).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/admin/leave-request/${body.id}`, viewer.headers)).status).toBe(403);
    expect((await call(t.app, 'PATCH', '/api/admin/request-settings', viewer.headers, {})).status).toBe(403);
  });

  it('gives one winner and one 409 when two admins decide at once, with one audit entry', async () => {
    const person = await freshStaff(t);
    const { body } = await ask(person, mondayIn(14), mondayIn(14));
    const [x, y] = await Promise.all([
      call(t.app, 'PATCH', `/api/admin/leave-request/approve/${body.id}`, admin.headers, {}),
      call(t.app, 'PATCH', `/api/admin/leave-request/reject/${body.id}`, hr.headers, { note: 'Peak season' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const winner = x.status === 200 ? x.body : y.body;
    const detail = await call(t.app, 'GET', `/api/admin/leave-request/${body.id}`, admin.headers);
    expect(detail.body.status).toBe(winner.status);
    expect(detail.body.history.map((h: { action: string }) => h.action)).toEqual(['create', winner.status === 'APPROVED' ? 'approve' : 'reject']);
  });
});

describe('request settings', () => {
  it('reads the seeded defaults and applies a new entitlement to the balance', async () => {
    const read = await call(t.app, 'GET', '/api/admin/request-settings', admin.headers);
    expect(read.body).toMatchObject({ leaveDaysPerYear: 20, loanMaxAmount: '500000.00', loanMaxRepaymentMonths: 12 });
    const bad = await call(t.app, 'PATCH', '/api/admin/request-settings', admin.headers, { ...read.body, leaveDaysPerYear: -1, loanMaxAmount: '10.001' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['leaveDaysPerYear', 'loanMaxAmount']);
    const { updatedAt: _u, ...values } = read.body;
    // PATCH: what is sent changes, the rest stays.
    const saved = await call(t.app, 'PATCH', '/api/admin/request-settings', admin.headers, { leaveDaysPerYear: 25, medicalMaxAmount: 1000.5 });
    expect(saved.body).toMatchObject({ leaveDaysPerYear: 25, medicalMaxAmount: '1000.50', loanMaxAmount: '500000.00', loanMaxRepaymentMonths: 12 });
    const me = await freshStaff(t);
    expect((await call(t.app, 'GET', '/api/staff/leave-request/leave-balance', me.headers)).body.entitlement).toBe(25);
    await call(t.app, 'PATCH', '/api/admin/request-settings', admin.headers, values);
  });
});

describe('admin "Add Absence" for days already past, and for whom', () => {
  const addAbsence = (staffId: string, startDate: string, endDate: string, reason = 'Sick') =>
    call(t.app, 'POST', '/api/admin/leave-request', admin.headers, { staffId, startDate, endDate, reason });

  it('records a sick day last week (then approved it shows COMPLETED and counts as used); staff still cannot', async () => {
    const person = await freshStaff(t);
    const sickDay = mondayAgo(1);
    const created = await addAbsence(person.id, sickDay, sickDay);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', days: 1, startDate: sickDay });
    const approved = await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${created.body.id}`, admin.headers, {});
    expect(approved.body.status).toBe('COMPLETED');
    const balance = await call(t.app, 'GET', `/api/admin/leave-request/leave-balance/${person.id}?year=${sickDay.slice(0, 4)}`, admin.headers);
    expect(balance.body.used).toBe(1);

    const mine = await ask(person, mondayAgo(2), mondayAgo(2));
    expect(mine.status).toBe(400);
    expect(mine.body.details).toEqual(expect.arrayContaining([{ path: 'startDate', message: 'The leave cannot start in the past.' }]));
  });

  it('goes back to 1 January of last year and no further, naming the limit', async () => {
    const person = await freshStaff(t);
    const lastYear = Number(todayIso().slice(0, 4)) - 1;
    expect((await addAbsence(person.id, `${lastYear}-01-01`, `${lastYear}-01-07`)).status).toBe(201);
    const tooOld = await addAbsence(person.id, `${lastYear - 1}-12-28`, `${lastYear - 1}-12-31`);
    expect(tooOld.status).toBe(400);
    const message = `An absence can be recorded back to 1 January ${lastYear} at the earliest.`;
    expect(tooOld.body.details).toEqual([
      { path: 'startDate', message },
      { path: 'endDate', message },
    ]);
  });

  it('adds absences for Active and Suspended staff only; anyone else is a 400 on the staff field', async () => {
    expect((await addAbsence(await staffInStatus(t, 'Suspended'), mondayIn(2), mondayIn(2))).status).toBe(201);
    for (const status of ['Resigned', 'Terminated', 'Pending'] as const) {
      const refused = await addAbsence(await staffInStatus(t, status), mondayIn(2), mondayIn(2));
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([{ path: 'staffId', message: `Requests can only be added for Active or Suspended staff; this person is ${status}.` }]);
    }
  });
});

describe('admin leave list by shown status', () => {
  it('APPROVED means approved and not started, ACTIVE in progress, COMPLETED over: the filter matches the status column', async () => {
    const person = await freshStaff(t);
    const today = todayIso();
    const decide = async (startDate: string, endDate: string, approve = true) => {
      const { body } = await call(t.app, 'POST', '/api/admin/leave-request', admin.headers, { staffId: person.id, startDate, endDate, reason: 'Planned' });
      if (approve) await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${body.id}`, admin.headers, {});
      return body.id as string;
    };
    const completed = await decide(mondayAgo(2), mondayAgo(2));
    const active = await decide(addDays(today, -1), addDays(today, 5));
    const approved = await decide(mondayIn(2), mondayIn(2));
    const pending = await decide(mondayIn(3), mondayIn(3), false);
    const enc = encodeURIComponent;
    const byStatus = async (filter: string) => {
      const { body } = await call(t.app, 'GET', `/api/admin/leave-request?filter=${enc(`staff.id||$eq||${person.id}`)}&filter=${enc(filter)}&sort=${enc('startDate,ASC')}`, admin.headers);
      return body.data.map((r: LeaveRequestDetail) => [r.id, r.status]);
    };
    expect(await byStatus('status||$eq||COMPLETED')).toEqual([[completed, 'COMPLETED']]);
    expect(await byStatus('status||$eq||ACTIVE')).toEqual([[active, 'ACTIVE']]);
    expect(await byStatus('status||$eq||APPROVED')).toEqual([[approved, 'APPROVED']]);
    expect(await byStatus('status||$eq||PENDING')).toEqual([[pending, 'PENDING']]);
    // "All approved leave" is the three shown states together.
    expect(await byStatus('status||$in||APPROVED,ACTIVE,COMPLETED')).toEqual([
      [completed, 'COMPLETED'],
      [active, 'ACTIVE'],
      [approved, 'APPROVED'],
    ]);
    // Leave not over yet (few rows, read first and then sorted), one per page, latest start first.
    const notOver = async (page: number) => {
      const { body } = await call(
        t.app,
        'GET',
        `/api/admin/leave-request?filter=${enc(`staff.id||$eq||${person.id}`)}&filter=${enc('status||$in||APPROVED,ACTIVE')}&sort=${enc('startDate,DESC')}&limit=1&page=${page}`,
        admin.headers,
      );
      return { total: body.total, rows: body.data.map((r: LeaveRequestDetail) => [r.id, r.status]) };
    };
    expect(await notOver(1)).toEqual({ total: 2, rows: [[approved, 'APPROVED']] });
    expect(await notOver(2)).toEqual({ total: 2, rows: [[active, 'ACTIVE']] });
  });
});

describe('deleting leave', () => {
  it('deletes leave that never took effect, and refuses approved, active and completed leave with the reason', async () => {
    const person = await freshStaff(t);
    const add = async (startDate: string, endDate: string) =>
      (await call(t.app, 'POST', '/api/admin/leave-request', admin.headers, { staffId: person.id, startDate, endDate, reason: 'x' })).body.id as string;
    const remove = (id: string) => call(t.app, 'DELETE', `/api/admin/leave-request/${id}`, admin.headers);

    const rejected = await add(mondayIn(2), mondayIn(2));
    await call(t.app, 'PATCH', `/api/admin/leave-request/reject/${rejected}`, admin.headers, { note: 'Peak season' });
    expect((await remove(rejected)).status).toBe(204);

    const approved = await add(mondayIn(3), mondayIn(3));
    await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${approved}`, admin.headers, {});
    const refused = await remove(approved);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Approved leave cannot be deleted: cancel it first (its days go back to the balance).');
    await call(t.app, 'PATCH', `/api/admin/leave-request/cancel/${approved}`, admin.headers, { note: 'Course postponed' });
    expect((await remove(approved)).status).toBe(204);

    const today = todayIso();
    const active = await add(addDays(today, -1), addDays(today, 5));
    await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${active}`, admin.headers, {});
    expect((await remove(active)).body.message).toBe('Leave in progress cannot be deleted: it is part of the absence record.');
    const completed = await add(mondayAgo(2), mondayAgo(2));
    await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${completed}`, admin.headers, {});
    const gone = await remove(completed);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe('Leave already taken cannot be deleted: it is part of the absence record.');
    // Still there, with its history, and still counted.
    expect((await call(t.app, 'GET', `/api/admin/leave-request/${completed}`, admin.headers)).body.status).toBe('COMPLETED');
  });
});
