// Medical assistance through the real API and database: documents, ceilings, decisions, refusals and concurrency.
import { noteRequiredMessage, type MedicalAssistanceDetail } from '@crewbase/domain';
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

const PDF = Buffer.from('%PDF-1.7\n% a hospital invoice\n');

async function uploadPdf(p: Person, name = 'invoice.pdf'): Promise<string> {
  const boundary = '----crewbase-medical-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/system/media-upload',
    headers: { ...p.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(response.statusCode).toBe(201);
  return response.json().key;
}

const ask = (p: Person, body: object) => call(t.app, 'POST', '/api/staff/medical-assistance', p.headers, { amount: 25000, reason: 'Clinic bill', ...body });
const adminDo = (action: string, id: string, who = admin, body: object = {}) => call(t.app, 'PATCH', `/api/admin/medical-assistance/${action}/${id}`, who.headers, body);

describe('staff medical assistance', () => {
  it('creates a request with uploaded documents, lists it and shows its history', async () => {
    const me = await freshStaff(t);
    const key = await uploadPdf(me);
    const created = await ask(me, { documents: [key] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', amount: '25000.00', paid: 'UNPAID', documents: [{ key, name: 'invoice.pdf', mimeType: 'application/pdf', url: `/api/system/media/${key}` }] });
    const list = await call(t.app, 'GET', '/api/staff/medical-assistance', me.headers);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: created.body.id }] });
  });

  it("refuses someone else's or unknown documents, bad amounts and amounts over the ceiling", async () => {
    const me = await freshStaff(t);
    const other = await freshStaff(t);
    const theirs = await uploadPdf(other);
    const refused = await ask(me, { documents: [theirs, 'nope.pdf'], amount: 250000.01 });
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d: { path: string }) => d.path)).toEqual(['amount', 'documents.0', 'documents.1']);
    const zero = await ask(me, { amount: 0 });
    expect(zero.body.details).toEqual([{ path: 'amount', message: 'Enter an amount greater than zero.' }]);
    const missing = await call(t.app, 'POST', '/api/staff/medical-assistance', me.headers, {});
    expect(missing.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['amount', 'reason']);
  });

  it('lets the owner change and withdraw a pending request; others get 404', async () => {
    const me = await freshStaff(t);
    const other = await freshStaff(t);
    const { body } = await ask(me, {});
    const changed = await call(t.app, 'PATCH', `/api/staff/medical-assistance/${body.id}`, me.headers, { amount: '30000.10', reason: 'Clinic and drugs', documents: [await uploadPdf(me, 'drugs.pdf')] });
    expect(changed.body).toMatchObject({ amount: '30000.10', documents: [{ name: 'drugs.pdf' }] });
    expect((await call(t.app, 'GET', `/api/staff/medical-assistance/${body.id}`, other.headers)).status).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/staff/medical-assistance/withdraw/${body.id}`, other.headers, {})).status).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/staff/medical-assistance/withdraw/${body.id}`, me.headers, {})).body.status).toBe('WITHDRAWN');
    expect((await adminDo('approve', body.id)).status).toBe(409);
  });
});

describe('admin medical assistance', () => {
  it('approves and disburses (ISSUED, PAID), with the trail; declining is DENIED', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, {});
    expect((await adminDo('disburse', body.id)).status).toBe(409);
    expect((await adminDo('approve', body.id)).body.status).toBe('APPROVED');
    const issued = await adminDo('disburse', body.id, admin, { note: 'Paid to the clinic' });
    expect(issued.body).toMatchObject({ status: 'ISSUED', paid: 'PAID', issuedAt: expect.any(String) });
    expect(issued.body.history.map((h: { action: string; toStatus: string }) => `${h.action}:${h.toStatus}`)).toEqual(['create:PENDING', 'approve:APPROVED', 'disburse:ISSUED']);
    expect((await call(t.app, 'PATCH', `/api/staff/medical-assistance/withdraw/${body.id}`, me.headers, {})).status).toBe(409);

    const other = (await ask(me, {})).body;
    expect((await adminDo('decline', other.id, hr, { note: 'Not covered' })).body.status).toBe('DENIED');
  });

  it('keeps the approval note through a disbursement without one, and refuses a decline without a note', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, {});
    await adminDo('approve', body.id, admin, { note: 'Covered in full' });
    const issued = await adminDo('disburse', body.id);
    expect(issued.body).toMatchObject({ status: 'ISSUED', decisionNote: 'Covered in full' });
    expect((await call(t.app, 'GET', `/api/staff/medical-assistance/${body.id}`, me.headers)).body.decisionNote).toBe('Covered in full');

    const other = (await ask(me, {})).body;
    const refused = await adminDo('decline', other.id, admin, { note: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'note', message: noteRequiredMessage }]);
    const unchanged = await call(t.app, 'GET', `/api/admin/medical-assistance/${other.id}`, admin.headers);
    expect(unchanged.body).toMatchObject({ status: 'PENDING', decisionNote: null });
    expect(unchanged.body.history).toHaveLength(1);
  });

  it('creates for a staff member, filters by amount and status, and soft-deletes', async () => {
    const me = await freshStaff(t);
    const created = await call(t.app, 'POST', '/api/admin/medical-assistance', admin.headers, { staffId: me.id, amount: 1234.5, reason: 'Eye test', documents: [await uploadPdf(admin)] });
    expect(created.status).toBe(201);
    expect(created.body.documents).toHaveLength(1);
    await ask(me, { amount: 99 });
    const enc = encodeURIComponent;
    const found = await call(t.app, 'GET', `/api/admin/medical-assistance?filter=${enc(`staff.id||$eq||${me.id}`)}&filter=${enc('amount||$gte||1000')}&sort=${enc('amount,DESC')}`, admin.headers);
    expect(found.body.data.map((r: MedicalAssistanceDetail) => r.amount)).toEqual(['1234.50']);
    expect((await call(t.app, 'DELETE', `/api/admin/medical-assistance/${created.body.id}`, hr.headers)).status).toBe(204);
    expect((await call(t.app, 'GET', `/api/staff/medical-assistance/${created.body.id}`, me.headers)).status).toBe(404);
  });

  it('gives one winner and one 409 when two admins decide at once', async () => {
    const me = await freshStaff(t);
    const { body } = await ask(me, {});
    const [x, y] = await Promise.all([adminDo('approve', body.id), adminDo('decline', body.id, hr, { note: 'Not covered' })]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const detail = await call(t.app, 'GET', `/api/admin/medical-assistance/${body.id}`, admin.headers);
    expect(detail.body.history).toHaveLength(2);
  });
});

describe('deleting medical assistance and who it is for', () => {
  it('deletes an approved request not yet disbursed, refuses an issued one with the reason', async () => {
    const me = await freshStaff(t);
    const approved = (await ask(me, {})).body;
    await adminDo('approve', approved.id);
    expect((await call(t.app, 'DELETE', `/api/admin/medical-assistance/${approved.id}`, admin.headers)).status).toBe(204);

    const issued = (await ask(me, {})).body;
    await adminDo('approve', issued.id);
    await adminDo('disburse', issued.id);
    const refused = await call(t.app, 'DELETE', `/api/admin/medical-assistance/${issued.id}`, admin.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Medical assistance that has been disbursed cannot be deleted: it is part of the money record.');
    expect((await call(t.app, 'GET', `/api/staff/medical-assistance/${issued.id}`, me.headers)).body).toMatchObject({ status: 'ISSUED', paid: 'PAID' });
  });

  it('adds a request for Active or Suspended staff only', async () => {
    const add = (staffId: string) => call(t.app, 'POST', '/api/admin/medical-assistance', admin.headers, { staffId, amount: 100, reason: 'Clinic' });
    expect((await add(await staffInStatus(t, 'Suspended'))).status).toBe(201);
    const refused = await add(await staffInStatus(t, 'Resigned'));
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'staffId', message: 'Requests can only be added for Active or Suspended staff; this person is Resigned.' }]);
  });
});
