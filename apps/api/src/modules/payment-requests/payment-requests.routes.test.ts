// Payment requests through the real API and database.
import { noteRequiredMessage, type PaymentRequestDetail } from '@crewbase/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, signedIn, staffInStatus, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
let hr: Person;
let payee: Person;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  hr = await signedIn(t.app, 'admin', 'hr@crewbase.test');
  payee = await freshStaff(t);
});
afterAll(() => t.close());

const create = (body: object = {}, who = admin) =>
  call(t.app, 'POST', '/api/admin/payment-requests', who.headers, { staffId: payee.id, category: 'Claims', amount: 15000, description: 'Fuel claim', ...body });
// Approving and disbursing need no body at all (a note is optional); denying needs a note.
const adminDo = (action: string, id: string, who = admin, body?: object) => call(t.app, 'PATCH', `/api/admin/payment-requests/${action}/${id}`, who.headers, body);

describe('payment requests', () => {
  it('exports the filtered list as CSV, one line per request, for admins allowed to read it', async () => {
    const { body } = await create({ category: 'Vendor', amount: '1234.50', description: 'Export check' });
    const filter = `filter=${encodeURIComponent(`staff.id||$eq||${payee.id}`)}&filter=${encodeURIComponent('category||$eq||Vendor')}`;
    const response = await t.app.inject({ url: `/api/admin/payment-requests/export?format=csv&${filter}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/payment-requests/);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines.some((line) => line.includes('Export check') && line.includes('1234.50'))).toBe(true);
    const listed = await call(t.app, 'GET', `/api/admin/payment-requests?${filter}&limit=100`, admin.headers);
    expect(Number(response.headers['x-row-count'])).toBe(listed.body.total);
    expect(listed.body.data.map((p: { id: string }) => p.id)).toContain(body.id);
    expect((await t.app.inject({ url: '/api/admin/payment-requests/export', headers: payee.headers })).statusCode).toBe(401);
  });

  it('exports the category as the screens write it: "Tips (staff)", never the stored "Tips-Staffs"', async () => {
    await create({ category: 'Tips-Staffs', description: 'Tips export check' });
    const filter = `filter=${encodeURIComponent(`staff.id||$eq||${payee.id}`)}&filter=${encodeURIComponent('category||$eq||Tips-Staffs')}`;
    const response = await t.app.inject({ url: `/api/admin/payment-requests/export?format=csv&${filter}`, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const line = response.body.split(/\r?\n/).find((l) => l.includes('Tips export check'));
    expect(line).toContain('Tips (staff)');
    expect(line).not.toContain('Tips-Staffs');
  });

  it('creates a request in each category, approves and disburses it (ISSUED, PAID)', async () => {
    for (const category of ['Vendor', 'Claims', 'Contract', 'Tips-Staffs']) {
      expect((await create({ category })).status).toBe(201);
    }
    const { body } = await create({ amount: '2500.75' });
    expect(body).toMatchObject({ status: 'PENDING', paid: 'UNPAID', amount: '2500.75', category: 'Claims', staff: { id: payee.id } });
    expect((await adminDo('disburse', body.id)).status).toBe(409);
    expect((await adminDo('approve', body.id)).body.status).toBe('APPROVED');
    const issued = await adminDo('disburse', body.id);
    expect(issued.body).toMatchObject({ status: 'ISSUED', paid: 'PAID' });
    expect(issued.body.history.map((h: { action: string }) => h.action)).toEqual(['create', 'approve', 'disburse']);
    expect((await adminDo('deny', body.id)).status).toBe(409);
  });

  it('refuses unknown categories and staff, bad and over-ceiling amounts, naming the field', async () => {
    const bad = await create({ category: 'Bribes', amount: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['amount', 'category']);
    const over = await create({ amount: 2000000.01 });
    expect(over.body.details).toEqual([{ path: 'amount', message: 'A payment request may be for at most ₦2,000,000.00.' }]);
    const nobody = await create({ staffId: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.body.details).toEqual([{ path: 'staffId', message: 'That staff member does not exist.' }]);
  });

  it('denies, filters by category and status, sorts by amount, and soft-deletes', async () => {
    const a = (await create({ category: 'Vendor', amount: 10 })).body;
    const b = (await create({ category: 'Vendor', amount: 20 })).body;
    expect((await adminDo('deny', a.id, hr, { note: 'Over budget' })).body.status).toBe('DENIED');
    const enc = encodeURIComponent;
    const vendors = await call(t.app, 'GET', `/api/admin/payment-requests?filter=${enc('category||$eq||Vendor')}&filter=${enc('amount||$lte||20')}&sort=${enc('amount,ASC')}`, admin.headers);
    expect(vendors.body.data.map((r: PaymentRequestDetail) => r.id)).toEqual([a.id, b.id]);
    const byStaff = await call(t.app, 'GET', `/api/admin/payment-requests?sort=${enc('staff,ASC')}&filter=${enc('staff||$cont||person')}&limit=100`, admin.headers);
    const names = byStaff.body.data.map((r: PaymentRequestDetail) => r.staff.fullName.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect([...names].sort()).toEqual(names);
    const denied = await call(t.app, 'GET', `/api/admin/payment-requests?filter=${enc('status||$eq||DENIED')}`, admin.headers);
    expect(denied.body.data.map((r: PaymentRequestDetail) => r.id)).toContain(a.id);
    expect((await call(t.app, 'DELETE', `/api/admin/payment-requests/${b.id}`, admin.headers)).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/admin/payment-requests/${b.id}`, admin.headers)).status).toBe(404);
    expect((await adminDo('approve', b.id)).status).toBe(404);
  });

  it('keeps the approval note through a disbursement without one, and refuses a denial without a note', async () => {
    const { body } = await create();
    await adminDo('approve', body.id, admin, { note: 'Receipts checked' });
    const issued = await adminDo('disburse', body.id);
    expect(issued.body).toMatchObject({ status: 'ISSUED', decisionNote: 'Receipts checked' });
    expect(issued.body.history.map((h: { note: string | null }) => h.note)).toEqual([null, 'Receipts checked', null]);

    const other = (await create()).body;
    const refused = await adminDo('deny', other.id);
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'note', message: noteRequiredMessage }]);
    const unchanged = await call(t.app, 'GET', `/api/admin/payment-requests/${other.id}`, admin.headers);
    expect(unchanged.body).toMatchObject({ status: 'PENDING', decisionNote: null });
    expect(unchanged.body.history).toHaveLength(1);
  });

  it('tells the other admins who may decide it when one is raised, not the admin who raised it or its staff member', async () => {
    const { body } = await create({ category: 'Tips-Staffs', amount: 2500, description: 'Night shift tips' });
    const arrivals = async (who: Person) =>
      (await call(t.app, 'GET', `/api/${who === payee ? 'staff' : 'admin'}/notifications?limit=100`, who.headers)).body.data.filter(
        (n: { entityId: string }) => n.entityId === body.id,
      );
    expect(await arrivals(hr)).toEqual([
      expect.objectContaining({
        kind: 'request-arrived',
        title: `New payment request for ${body.staff.fullName}`,
        body: '₦2,500.00, Tips (staff): Night shift tips',
        entity: 'payment-requests',
        read: false,
      }),
    ]);
    expect(await arrivals(admin)).toEqual([]);
    expect(await arrivals(payee)).toEqual([]);
    // Mailed too, linking to the request in the admin console.
    await t.app.jobs.runDue();
    await t.app.mailer.idle();
    const mail = (t.app.mailer.delivered ?? []).filter((m) => m.to === hr.email && m.text.includes(`/admin/requests/${body.id}`));
    expect(mail.map((m) => m.subject)).toEqual([`New payment request for ${body.staff.fullName}`]);
    // Deciding it tells nobody more: its staff member never sees payment requests.
    await adminDo('approve', body.id, hr);
    expect(await arrivals(hr)).toHaveLength(1);
    expect(await arrivals(payee)).toEqual([]);
  });

  it('is admin-only: a staff token is refused', async () => {
    expect((await call(t.app, 'GET', '/api/admin/payment-requests', payee.headers)).status).toBe(401);
  });

  it('gives one winner and one 409 when two admins decide at once', async () => {
    const { body } = await create();
    const [x, y] = await Promise.all([adminDo('approve', body.id), adminDo('deny', body.id, hr, { note: 'Over budget' })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect((await call(t.app, 'GET', `/api/admin/payment-requests/${body.id}`, admin.headers)).body.history).toHaveLength(2);
  });
});

describe('deleting payment requests and who they are for', () => {
  it('deletes an approved request not yet disbursed, refuses an issued one with the reason', async () => {
    const approved = (await create()).body;
    await adminDo('approve', approved.id);
    expect((await call(t.app, 'DELETE', `/api/admin/payment-requests/${approved.id}`, admin.headers)).status).toBe(204);

    const issued = (await create()).body;
    await adminDo('approve', issued.id);
    await adminDo('disburse', issued.id);
    const refused = await call(t.app, 'DELETE', `/api/admin/payment-requests/${issued.id}`, admin.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A payment request that has been disbursed cannot be deleted: it is part of the money record.');
    expect((await call(t.app, 'GET', `/api/admin/payment-requests/${issued.id}`, admin.headers)).body.status).toBe('ISSUED');
  });

  it('is raised for Active or Suspended staff only', async () => {
    expect((await create({ staffId: await staffInStatus(t, 'Suspended') })).status).toBe(201);
    for (const status of ['Pending', 'Resigned', 'Terminated'] as const) {
      const refused = await create({ staffId: await staffInStatus(t, status) });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([{ path: 'staffId', message: `Requests can only be added for Active or Suspended staff; this person is ${status}.` }]);
    }
  });
});
