import { setTimeout as sleep } from 'node:timers/promises';
import {
  latestUnreadSchema,
  listResponseSchema,
  messageDetailSchema,
  messageListItemSchema,
  staffMessageListItemSchema,
  staffMessageSchema,
} from '@crewbase/domain';
import { and, eq } from 'drizzle-orm';
import { auditLog, departments, locations, messages, staff } from '../../db/schema';
import { VIEWER_EMAIL } from '../../db/seed/people';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createStaff, signIn } from '../../test/helpers';
import { VISIBILITY_STEP_MS, visibilityInstant } from './messages.repository';

let t: TestApp;
let admin: Record<string, string>;
let ids: { operations: string; finance: string; viCarPark: string; headOffice: string };

/** A fresh Active staff member placed in a department and location, signed in. */
async function member(departmentId: string | null, locationId: string | null) {
  const created = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
  await t.app.database.db.update(staff).set({ departmentId, locationId }).where(eq(staff.id, created.id));
  const { access_token } = await signIn(t.app, 'staff', created.email);
  return { id: created.id, headers: bearer(access_token) };
}

const send = (payload: object, path = 'send') => t.app.inject({ method: 'POST', url: `/api/admin/messages/${path}`, headers: admin, payload });

async function sendOk(payload: object, path = 'send') {
  const response = await send(payload, path);
  expect(response.statusCode, response.body).toBe(201);
  return messageDetailSchema.parse(response.json());
}

async function myMessageIds(headers: Record<string, string>): Promise<string[]> {
  const response = await t.app.inject({ url: '/api/staff/messages?limit=100', headers });
  expect(response.statusCode, response.body).toBe(200);
  return listResponseSchema(staffMessageListItemSchema)
    .parse(response.json())
    .data.map((m) => m.id);
}

/** What a staff member can do with one message: see it in the list, open it, mark it read. */
async function access(headers: Record<string, string>, id: string) {
  const listed = (await myMessageIds(headers)).includes(id);
  const opened = (await t.app.inject({ url: `/api/staff/messages/${id}`, headers })).statusCode;
  const marked = (await t.app.inject({ method: 'PATCH', url: `/api/staff/messages/mark-as-read/${id}`, headers })).statusCode;
  return { listed, opened, marked };
}
const visible = { listed: true, opened: 200, marked: 200 };
const hidden = { listed: false, opened: 404, marked: 404 };

const base = { title: 'Car park rota', body: '<p>New rota from Monday.</p>', recipientType: 'Staff', audience: 'everyone' };

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer((await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token);
  const db = t.app.database.db;
  const dept = async (name: string) => (await db.select().from(departments).where(eq(departments.name, name)))[0].id;
  const loc = async (name: string) => (await db.select().from(locations).where(eq(locations.name, name)))[0].id;
  ids = { operations: await dept('Operations'), finance: await dept('Finance'), viCarPark: await loc('Victoria Island Car Park'), headOffice: await loc('Head Office') };
});
afterAll(() => t.close());

describe('message visibility across Draft, Scheduled and Published', () => {
  it('hides drafts from staff and shows them to admins as Draft', async () => {
    const reader = await member(ids.operations, ids.viCarPark);
    const draft = await sendOk({ ...base, title: 'Draft only' }, 'draft');
    expect(draft).toMatchObject({ status: 'Draft', publishAt: null, editable: true, recipientsLabel: 'Everyone' });
    expect(await access(reader.headers, draft.id)).toEqual(hidden);

    const published = await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/publish/${draft.id}`, headers: admin, payload: {} });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'Published', editable: false });
    expect(await access(reader.headers, draft.id)).toEqual(visible);
  });

  it('shows a scheduled message from its time on, with no job, and then refuses edits with 409', async () => {
    const reader = await member(ids.operations, ids.viCarPark);
    const inOneHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await sendOk({ ...base, title: 'Later', publishAt: inOneHour });
    expect(scheduled).toMatchObject({ status: 'Scheduled', editable: true });
    expect(await access(reader.headers, scheduled.id)).toEqual(hidden);

    // Before its time it may be edited and moved.
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${scheduled.id}`, headers: admin, payload: { ...base, title: 'Later, edited', publishAt: later } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Later, edited', status: 'Scheduled', publishAt: later });

    // Time passes (its publish time is now a whole visibility step in the past).
    await t.app.database.db.update(messages).set({ publishAt: new Date(Date.now() - VISIBILITY_STEP_MS) }).where(eq(messages.id, scheduled.id));
    expect(await access(reader.headers, scheduled.id)).toEqual(visible);
    const shown = messageDetailSchema.parse((await t.app.inject({ url: `/api/admin/messages/${scheduled.id}`, headers: admin })).json());
    expect(shown).toMatchObject({ status: 'Published', editable: false, readCount: 1 });

    const tooLate = await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${scheduled.id}`, headers: admin, payload: { ...base, title: 'Too late' } });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/published already/);
    const publishAgain = await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/publish/${scheduled.id}`, headers: admin, payload: {} });
    expect(publishAgain.statusCode).toBe(409);

    // The admin list filters on the status as shown.
    const list = await t.app.inject({ url: `/api/admin/messages?filter=title||$eq||Later, edited&filter=status||$eq||Published`, headers: admin });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: scheduled.id, status: 'Published' }] });
    const stillScheduled = await t.app.inject({ url: `/api/admin/messages?filter=title||$eq||Later, edited&filter=status||$eq||Scheduled`, headers: admin });
    expect(stillScheduled.json().total).toBe(0);
  });

  it('shows a scheduled message from the first whole minute at or after its time, never before, and a message sent now at once', async () => {
    // Far enough from the next minute that the minute cannot turn between setting the time and reading the feed.
    const intoMinute = Date.now() % VISIBILITY_STEP_MS;
    if (intoMinute > VISIBILITY_STEP_MS - 10_000) await sleep(VISIBILITY_STEP_MS - intoMinute + 50);
    else if (intoMinute < 50) await sleep(50);
    const minuteStart = visibilityInstant(new Date()).getTime();
    const reader = await member(ids.operations, ids.viCarPark);
    const scheduled = await sendOk({ ...base, title: 'On the minute', publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    const setTime = (at: number) => t.app.database.db.update(messages).set({ publishAt: new Date(at) }).where(eq(messages.id, scheduled.id));

    // Its time came a moment ago, after the current minute began: admins see it live, staff from the next minute.
    await setTime(minuteStart + 1);
    expect(messageDetailSchema.parse((await t.app.inject({ url: `/api/admin/messages/${scheduled.id}`, headers: admin })).json()).status).toBe('Published');
    expect(await access(reader.headers, scheduled.id)).toEqual(hidden);
    await setTime(minuteStart);
    expect(await access(reader.headers, scheduled.id)).toEqual(visible);

    const now = await sendOk({ ...base, title: 'Sent now' });
    expect(await access(reader.headers, now.id)).toEqual(visible);
  });

  it('sends with a past time as published now, and a draft refuses a publish time on edit', async () => {
    const past = await sendOk({ ...base, publishAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe('Published');
    expect(Date.parse(past.publishAt ?? '')).toBeGreaterThan(Date.parse('2025-01-01'));
    const draft = await sendOk(base, 'draft');
    const withTime = await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/${draft.id}`, headers: admin, payload: { ...base, publishAt: new Date(Date.now() + 60_000).toISOString() } });
    expect(withTime.statusCode).toBe(400);
    expect(withTime.json().details).toEqual([{ path: 'publishAt', message: expect.any(String) }]);
    const scheduleDraft = await t.app.inject({ method: 'PATCH', url: `/api/admin/messages/publish/${draft.id}`, headers: admin, payload: { publishAt: new Date(Date.now() + 60_000).toISOString() } });
    expect(scheduleDraft.json()).toMatchObject({ status: 'Scheduled', editable: true });
  });
});

describe('two admins at once', () => {
  it('publishes a draft once: one 200, one 409', async () => {
    const draft = await sendOk(base, 'draft');
    const publish = () => t.app.inject({ method: 'PATCH', url: `/api/admin/messages/publish/${draft.id}`, headers: admin, payload: {} });
    const answers = await Promise.all([publish(), publish()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('message visibility across recipient targeting', () => {
  it('reaches only the chosen departments, locations or staff, by list and by id', async () => {
    const opsAtVi = await member(ids.operations, ids.viCarPark);
    const financeAtHq = await member(ids.finance, ids.headOffice);
    const nowhere = await member(null, null);

    const toOps = await sendOk({ ...base, audience: 'departments', recipientIds: [ids.operations] });
    expect(toOps.recipientsLabel).toBe('Operations');
    expect(toOps.recipients).toEqual([{ id: ids.operations, name: 'Operations', code: null }]);
    const toHq = await sendOk({ ...base, audience: 'locations', recipientIds: [ids.headOffice] });
    const toOne = await sendOk({ ...base, audience: 'staff', recipientIds: [nowhere.id] });
    const toEveryone = await sendOk(base);
    const toCustomers = await sendOk({ ...base, recipientType: 'Customer', audience: 'locations', recipientIds: [ids.viCarPark] });

    expect(await access(opsAtVi.headers, toOps.id)).toEqual(visible);
    expect(await access(financeAtHq.headers, toOps.id)).toEqual(hidden);
    expect(await access(nowhere.headers, toOps.id)).toEqual(hidden);

    expect(await access(financeAtHq.headers, toHq.id)).toEqual(visible);
    expect(await access(opsAtVi.headers, toHq.id)).toEqual(hidden);

    expect(await access(nowhere.headers, toOne.id)).toEqual(visible);
    expect(await access(opsAtVi.headers, toOne.id)).toEqual(hidden);

    for (const reader of [opsAtVi, financeAtHq, nowhere]) {
      expect(await access(reader.headers, toEveryone.id)).toEqual(visible);
      expect(await access(reader.headers, toCustomers.id)).toEqual(hidden);
    }
  });

  it('decides the audience at read time: a new joiner in a department sees its earlier announcements', async () => {
    const joiner = await member(null, null);
    const toFinance = await sendOk({ ...base, audience: 'departments', recipientIds: [ids.finance] });
    expect(await access(joiner.headers, toFinance.id)).toEqual(hidden);
    await t.app.database.db.update(staff).set({ departmentId: ids.finance }).where(eq(staff.id, joiner.id));
    expect(await access(joiner.headers, toFinance.id)).toEqual(visible);
  });

  it('refuses unknown recipients and audience mismatches with field errors', async () => {
    const unknown = await send({ ...base, audience: 'departments', recipientIds: [ids.finance, '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'recipientIds.1', message: 'No such department.' }]);
    const wrongKind = await send({ ...base, audience: 'staff', recipientIds: [ids.finance] });
    expect(wrongKind.json().details).toEqual([{ path: 'recipientIds.0', message: 'No such staff member.' }]);
    const invalid = await send({ title: '', body: '', recipientType: 'Robots', audience: 'everyone' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['body', 'recipientType', 'title']);
  });
});

describe('staff reading', () => {
  it('lists newest first with unread marked, pages, and reports unread as a boolean', async () => {
    const reader = await member(ids.finance, ids.headOffice);
    const all = listResponseSchema(staffMessageListItemSchema).parse((await t.app.inject({ url: '/api/staff/messages?limit=100', headers: reader.headers })).json());
    for (const m of all.data) await t.app.inject({ method: 'PATCH', url: `/api/staff/messages/mark-as-read/${m.id}`, headers: reader.headers });
    expect(latestUnreadSchema.parse((await t.app.inject({ url: '/api/staff/messages/latest-unread', headers: reader.headers })).json())).toEqual({ hasUnread: false });

    const first = await sendOk({ ...base, title: 'First', body: '<p>Tom &amp; Jerry <strong>both</strong> work Friday.</p>' });
    const second = await sendOk({ ...base, title: 'Second' });
    expect((await t.app.inject({ url: '/api/staff/messages/latest-unread', headers: reader.headers })).json()).toEqual({ hasUnread: true });

    const page = listResponseSchema(staffMessageListItemSchema).parse((await t.app.inject({ url: '/api/staff/messages?limit=2', headers: reader.headers })).json());
    expect(page.data.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(page.data[1]).toMatchObject({ read: false, readAt: null, excerpt: 'Tom & Jerry both work Friday.' });
    expect(page.total).toBe(all.total + 2);
    const unread = await t.app.inject({ url: '/api/staff/messages?filter=read||$eq||false', headers: reader.headers });
    expect(unread.json().total).toBe(2);

    const opened = staffMessageSchema.parse((await t.app.inject({ url: `/api/staff/messages/${first.id}`, headers: reader.headers })).json());
    expect(opened.read).toBe(false); // opening does not mark it
    const marked = await t.app.inject({ method: 'PATCH', url: `/api/staff/messages/mark-as-read/${first.id}`, headers: reader.headers });
    expect(marked.json()).toMatchObject({ id: first.id, read: true });
    const again = await t.app.inject({ method: 'PATCH', url: `/api/staff/messages/mark-as-read/${first.id}`, headers: reader.headers });
    expect(again.json().readAt).toBe(marked.json().readAt);
    const readFilter = async (headers: Record<string, string>, value: string) =>
      listResponseSchema(staffMessageListItemSchema).parse((await t.app.inject({ url: `/api/staff/messages?limit=100&filter=read||$in||${value}`, headers })).json());
    const read = await readFilter(reader.headers, 'true');
    expect(read.total).toBe(all.total + 1);
    expect(read.data[0]).toMatchObject({ id: first.id, read: true });
    expect((await readFilter(reader.headers, 'false')).data.map((m) => m.id)).toEqual([second.id]);
    expect((await readFilter(reader.headers, 'true,false')).total).toBe(all.total + 2);
    // Reads are the reader's own: someone who has read nothing has no read messages, whatever others read.
    const newcomer = await member(ids.finance, ids.headOffice);
    expect((await readFilter(newcomer.headers, 'true')).total).toBe(0);
    expect((await readFilter(newcomer.headers, 'false')).total).toBe(all.total + 2);
    expect((await t.app.inject({ url: '/api/staff/messages?filter=read||$eq||false', headers: newcomer.headers })).json().total).toBe(all.total + 2);
    expect((await t.app.inject({ url: '/api/staff/messages?filter=read||$eq||false', headers: reader.headers })).json().total).toBe(1);
    await t.app.inject({ method: 'PATCH', url: `/api/staff/messages/mark-as-read/${second.id}`, headers: reader.headers });
    expect((await t.app.inject({ url: '/api/staff/messages/latest-unread', headers: reader.headers })).json()).toEqual({ hasUnread: false });
  });

  it('marks only my own visible messages read', async () => {
    const me = await member(ids.operations, ids.viCarPark);
    const other = await member(ids.finance, ids.headOffice);
    const toOther = await sendOk({ ...base, audience: 'staff', recipientIds: [other.id] });
    const response = await t.app.inject({ method: 'PATCH', url: `/api/staff/messages/mark-as-read/${toOther.id}`, headers: me.headers });
    expect(response.statusCode).toBe(404);
    const detail = messageDetailSchema.parse((await t.app.inject({ url: `/api/admin/messages/${toOther.id}`, headers: admin })).json());
    expect(detail.readCount).toBe(0);
    // An admin token cannot use the staff routes.
    expect((await t.app.inject({ url: '/api/staff/messages', headers: admin })).statusCode).toBe(401);
  });
});

describe('sanitising rich bodies', () => {
  it('removes script, event handlers, javascript: and data: links, svg and entity-encoded tricks', async () => {
    const hostile = [
      '<p onclick="steal()">Hello <strong>team</strong><img src=x onerror="alert(1)"></p>',
      '<script>alert(1)</script><style>p{}</style>',
      '<a href="javascript:alert(1)">one</a>',
      '<a href="&#106;avascript:alert(2)">two</a>',
      '<a href="jav&#x09;ascript:alert(3)">three</a>',
      '<a href=" JaVaScRiPt:alert(4)">four</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==">five</a>',
      '<a href="//evil.example/x">six</a>',
      '<svg onload="alert(6)"><script>alert(7)</script></svg>',
      '<iframe src="https://evil.example"></iframe><math><mtext><img src=x onerror=alert(8)></mtext></math>',
      '<h2 style="background:url(javascript:alert(9))" class="x">Heading</h2>',
      '<a href="https://crewbase.test/rota?week=1&amp;day=2" onmouseover="x()">rota</a> <a href="mailto:hr@crewbase.test">mail</a>',
      '&lt;script&gt;alert(10)&lt;/script&gt;',
    ].join('');
    const saved = await sendOk({ ...base, body: hostile });
    const body = saved.body.toLowerCase();
    for (const bad of ['<script', 'onerror', 'onclick', 'onload', 'onmouseover', 'javascript:', 'data:', '<svg', '<iframe', '<math', '<img', 'style=', 'class=', '//evil']) {
      expect(body).not.toContain(bad);
    }
    expect(saved.body).toContain('<p>Hello <strong>team</strong></p>');
    expect(saved.body).toContain('<h2>Heading</h2>');
    expect(saved.body).toContain('<a>one</a>');
    expect(saved.body).toContain('<a href="https://crewbase.test/rota?week=1&amp;day=2" rel="noopener noreferrer nofollow" target="_blank">rota</a>');
    expect(saved.body).toContain('<a href="mailto:hr@crewbase.test"');
    // Escaped text stays text.
    expect(saved.body).toContain('&lt;script&gt;alert(10)&lt;/script&gt;');

    // The staff portal gets the same cleaned body.
    const reader = await member(ids.operations, ids.viCarPark);
    const seen = staffMessageSchema.parse((await t.app.inject({ url: `/api/staff/messages/${saved.id}`, headers: reader.headers })).json());
    expect(seen.body).toBe(saved.body);
  });

  it('refuses a body with nothing readable left', async () => {
    const response = await send({ ...base, body: '<script>alert(1)</script><img src=x onerror=alert(1)>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'body', message: expect.stringMatching(/nothing readable/) }]);
  });
});

describe('admin list and delete', () => {
  it('filters, sorts and pages on the server and refuses unknown fields', async () => {
    await sendOk({ ...base, title: 'Zebra crossing repainted' }, 'draft');
    const response = await t.app.inject({ url: '/api/admin/messages?filter=title||$cont||zebra&filter=status||$eq||Draft&sort=createdAt,DESC&limit=5', headers: admin });
    expect(response.statusCode).toBe(200);
    const list = listResponseSchema(messageListItemSchema).parse(response.json());
    expect(list.data[0]).toMatchObject({ title: 'Zebra crossing repainted', status: 'Draft', createdBy: { fullName: expect.any(String) } });
    const bad = await t.app.inject({ url: '/api/admin/messages?filter=body||$cont||x', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes softly, audits it, and hides it everywhere', async () => {
    const reader = await member(ids.operations, ids.viCarPark);
    const message = await sendOk(base);
    expect(await access(reader.headers, message.id)).toEqual(visible);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/messages/${message.id}`, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect(await access(reader.headers, message.id)).toEqual(hidden);
    expect((await t.app.inject({ url: `/api/admin/messages/${message.id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/messages/${message.id}`, headers: admin })).statusCode).toBe(404);
    const [row] = await t.app.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row.deletedAt).not.toBeNull();
    const audit = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, message.id), eq(auditLog.action, 'delete')));
    expect(audit).toHaveLength(1);
  });

  it('needs an admin token with the messages permission', async () => {
    const reader = await member(null, null);
    expect((await t.app.inject({ url: '/api/admin/messages', headers: reader.headers })).statusCode).toBe(401);
    const hr = bearer((await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token);
    expect((await t.app.inject({ url: '/api/admin/messages', headers: hr })).statusCode).toBe(200);
    // The demo Viewer role has no messages permission.
    const viewer = bearer((await signIn(t.app, 'admin', VIEWER_EMAIL)).access_token);
    expect((await t.app.inject({ url: '/api/admin/messages', headers: viewer })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/messages/send', headers: viewer, payload: base })).statusCode).toBe(403);
  });
});
