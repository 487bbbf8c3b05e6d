// Notifications through the real API and job queue: a decided request tells its owner once (in the app and by one
// mail, however often the job runs), each person reads only their own, mark one or all read, and an admin who chose
// the daily digest gets one mail for every request that arrived.
import { addDays, type Notification } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, mondayIn, signedIn, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
let hr: Person;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  hr = await signedIn(t.app, 'admin', 'hr@crewbase.test');
});
afterAll(() => t.close());

const mailsTo = async (email: string) => {
  await t.app.mailer.idle();
  return (t.app.mailer.delivered ?? []).filter((m) => m.to.toLowerCase() === email.toLowerCase());
};

let weeks = 2;
/** A leave request of `me`, a week further out each time so none overlap. */
async function askLeave(me: Person): Promise<string> {
  const start = mondayIn(weeks++);
  const created = await call(t.app, 'POST', '/api/staff/leave-request', me.headers, { startDate: start, endDate: addDays(start, 1), reason: 'Family visit' });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

const mine = async (p: Person, area: 'staff' | 'admin', query = '') =>
  (await call(t.app, 'GET', `/api/${area}/notifications${query}`, p.headers)).body as { data: Notification[]; total: number };
const unread = async (p: Person, area: 'staff' | 'admin') => (await call(t.app, 'GET', `/api/${area}/notifications/unread-count`, p.headers)).body.unread as number;

describe('notifications', () => {
  it('tells the owner once when their request is decided, in the app and by one mail even when the job runs twice', async () => {
    const me = await freshStaff(t);
    const id = await askLeave(me);
    expect(await unread(me, 'staff')).toBe(0);

    const approved = await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${id}`, admin.headers, { note: 'Enjoy' });
    expect(approved.status).toBe(200);
    const list = await mine(me, 'staff');
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ kind: 'request-decided', title: 'Your leave request was approved', entity: 'leave-request', entityId: id, read: false });
    expect(list.data[0].body).toContain('Note from HR: Enjoy');
    expect(await unread(me, 'staff')).toBe(1);

    // The job runs, then runs again (a retry, a second instance, the schedule): one mail.
    await t.app.jobs.runDue();
    const { notificationMailJob } = await import('../../platform/notifications');
    await t.app.jobs.enqueue(notificationMailJob, {});
    await t.app.jobs.runDue();
    const mails = await mailsTo(me.email);
    expect(mails.filter((m) => m.subject === 'Your leave request was approved')).toHaveLength(1);
    expect(mails.at(-1)?.text).toContain(`/staff/leave-request/${id}`);

    // A refused second decision (409) tells nobody anything new.
    expect((await call(t.app, 'PATCH', `/api/admin/leave-request/reject/${id}`, admin.headers, { note: 'No' })).status).toBe(409);
    expect((await mine(me, 'staff')).total).toBe(1);
  });

  it('tells the admins who may decide when a request arrives, not the staff member', async () => {
    const me = await freshStaff(t);
    const id = await askLeave(me);
    const arrived = (await mine(admin, 'admin', `?filter=kind||$eq||request-arrived&limit=100`)).data.filter((n) => n.entityId === id);
    expect(arrived).toEqual([expect.objectContaining({ title: expect.stringContaining('New leave request from'), entity: 'leave-request', read: false })]);
    expect((await mine(me, 'staff')).total).toBe(0);
  });

  it('shows each person only their own: another person cannot list, count or mark theirs', async () => {
    const owner = await freshStaff(t);
    const other = await freshStaff(t);
    const id = await askLeave(owner);
    await call(t.app, 'PATCH', `/api/admin/leave-request/reject/${id}`, admin.headers, { note: 'Busy week' });
    const [theirs] = (await mine(owner, 'staff')).data;
    expect(theirs.title).toBe('Your leave request was rejected');

    expect((await mine(other, 'staff')).total).toBe(0);
    expect(await unread(other, 'staff')).toBe(0);
    expect((await call(t.app, 'PATCH', `/api/staff/notifications/mark-as-read/${theirs.id}`, other.headers)).status).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/admin/notifications/mark-as-read/${theirs.id}`, admin.headers)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/staff/notifications', admin.headers)).status).toBe(401);
    expect(await unread(owner, 'staff')).toBe(1);
  });

  it('marks one read, then all read', async () => {
    const me = await freshStaff(t);
    for (const action of ['approve', 'reject'] as const) {
      const id = await askLeave(me);
      await call(t.app, 'PATCH', `/api/admin/leave-request/${action}/${id}`, admin.headers, { note: 'Decided' });
    }
    const [first] = (await mine(me, 'staff')).data;
    const one = await call(t.app, 'PATCH', `/api/staff/notifications/mark-as-read/${first.id}`, me.headers);
    expect(one.body).toMatchObject({ id: first.id, read: true });
    expect(await unread(me, 'staff')).toBe(1);
    expect((await mine(me, 'staff', '?filter=read||$eq||false')).total).toBe(1);
    const read = await mine(me, 'staff', '?filter=read||$eq||true');
    expect(read.data.map((n: { id: string }) => n.id)).toEqual([first.id]);
    expect((await mine(me, 'staff', '?filter=read||$in||true,false')).total).toBe(2);

    const all = await call(t.app, 'PATCH', '/api/staff/notifications/mark-all-as-read', me.headers);
    expect(all.body).toEqual({ updated: 1 });
    expect(await unread(me, 'staff')).toBe(0);
    expect((await mine(me, 'staff')).data.every((n) => n.read)).toBe(true);
  });

  it('collects request arrivals into one daily digest mail for an admin who chose it', async () => {
    const hrUser = await t.app.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@crewbase.test'));
    expect(hrUser).toHaveLength(1);
    const chosen = await call(t.app, 'PATCH', '/api/admin/notifications/preferences', hr.headers, { requestMail: 'digest' });
    expect(chosen.body).toEqual({ requestMail: 'digest' });
    expect((await call(t.app, 'GET', '/api/admin/notifications/preferences', hr.headers)).body).toEqual({ requestMail: 'digest' });
    // Everything before the choice is mailed now, so what follows is only the digest's.
    await t.app.jobs.runDue();
    const before = (await mailsTo(hr.email)).length;

    const a = await freshStaff(t);
    const b = await freshStaff(t);
    await askLeave(a);
    await askLeave(b);
    await t.app.jobs.runDue();
    expect(await mailsTo(hr.email)).toHaveLength(before);
    expect((await mine(hr, 'admin', '?filter=read||$eq||false&limit=100')).total).toBeGreaterThanOrEqual(2);

    const { notificationDigestJob } = await import('../../platform/notifications');
    await t.app.jobs.enqueue(notificationDigestJob, {});
    await t.app.jobs.enqueue(notificationDigestJob, {});
    await t.app.jobs.runDue();
    const digests = (await mailsTo(hr.email)).slice(before);
    expect(digests).toHaveLength(1);
    expect(digests[0].subject).toMatch(/^\d+ requests waiting for a decision$/);
    expect(digests[0].text.match(/New leave request from/g)?.length).toBeGreaterThanOrEqual(2);
    await call(t.app, 'PATCH', '/api/admin/notifications/preferences', hr.headers, { requestMail: 'immediate' });
  });

  it('marks every message read at once', async () => {
    const me = await freshStaff(t);
    const sent = await call(t.app, 'POST', '/api/admin/messages/send', admin.headers, { title: 'Fire drill', body: '<p>Friday at 10:00.</p>', recipientType: 'Staff', audience: 'everyone' });
    expect(sent.status).toBe(201);
    expect((await call(t.app, 'GET', '/api/staff/messages/latest-unread', me.headers)).body).toEqual({ hasUnread: true });
    const all = await call(t.app, 'PATCH', '/api/staff/messages/mark-all-as-read', me.headers);
    expect(all.status).toBe(200);
    expect(all.body.updated).toBeGreaterThanOrEqual(1);
    expect((await call(t.app, 'GET', '/api/staff/messages/latest-unread', me.headers)).body).toEqual({ hasUnread: false });
  });
});
