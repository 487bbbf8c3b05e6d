// Self-service changes through the real API and database: phone, address and next of kin at once; bank details only
// once an admin approves the bank-detail change.
import { NUBAN_REFUSED, nubanFor, noteRequiredMessage } from '@crewbase/domain';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, staff } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, signedIn, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
let hr: Person;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  hr = await signedIn(t.app, 'admin', 'hr@crewbase.test');
});
afterAll(() => t.close());

const profile = (who: Person) => call(t.app, 'GET', '/api/staff/auth/profile', who.headers);
const patchProfile = (who: Person, body: object) => call(t.app, 'PATCH', '/api/staff/auth/profile', who.headers, body);
const access = { bankCode: '044', accountNumber: nubanFor('044', '123456789'), accountName: 'Ngozi Okafor' };
const askBankChange = (who: Person, body: object = access) => call(t.app, 'POST', '/api/staff/bank-detail-change', who.headers, body);
const decide = (action: 'approve' | 'reject', id: string, body?: object, who = admin) => call(t.app, 'PATCH', `/api/admin/bank-detail-change/${action}/${id}`, who.headers, body);
const bankOnFile = async (id: string) =>
  (await t.app.database.db.select({ bankCode: staff.bankCode, accountNumber: staff.accountNumber, accountName: staff.accountName }).from(staff).where(eq(staff.id, id)))[0];

describe('phone, address and next of kin', () => {
  it('take effect at once and are audited with old and new values', async () => {
    const me = await freshStaff(t);
    const changed = await patchProfile(me, {
      phoneNumber: '+234 805 555 0101',
      address: '12 Marina Road, Lagos Island',
      nextOfKinName: 'Chidi Okafor',
      nextOfKinRelationship: 'Brother',
      nextOfKinPhone: '0803 222 3333',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      phoneNumber: '+234 805 555 0101',
      address: '12 Marina Road, Lagos Island',
      nextOfKin: { name: 'Chidi Okafor', relationship: 'Brother', phoneNumber: '0803 222 3333' },
    });
    // HR reads the same next of kin on the person's profile in the console.
    expect((await call(t.app, 'GET', `/api/admin/staff/${me.id}`, admin.headers)).body.nextOfKin).toEqual({
      name: 'Chidi Okafor',
      relationship: 'Brother',
      phoneNumber: '0803 222 3333',
    });
    await patchProfile(me, { address: '3 Broad Street' });
    const [entry] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update-profile'), eq(auditLog.entityId, me.id)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ actorType: 'staff', entity: 'staff', from: { address: '12 Marina Road, Lagos Island' }, to: { address: '3 Broad Street' } });
    expect((await profile(me)).body).toMatchObject({ address: '3 Broad Street', phoneNumber: '+234 805 555 0101', nextOfKin: { name: 'Chidi Okafor' } });
  });

  it('refuses a phone number another staff member has (409 on phoneNumber) and bad input (400 naming each field)', async () => {
    const [a, b] = [await freshStaff(t), await freshStaff(t)];
    expect((await patchProfile(a, { phoneNumber: '+234 806 444 0000' })).status).toBe(200);
    const clash = await patchProfile(b, { phoneNumber: '+234-806-444-0000' });
    expect(clash.status).toBe(409);
    expect(clash.body.details).toEqual([{ path: 'phoneNumber', message: 'Another staff member has this phone number.' }]);
    // Keeping one's own number is fine.
    expect((await patchProfile(a, { phoneNumber: '+234 806 444 0000', address: 'Ikeja' })).status).toBe(200);
    const bad = await patchProfile(b, { phoneNumber: 'call me', nextOfKinPhone: 'x', address: 'y'.repeat(301) });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['address', 'nextOfKinPhone', 'phoneNumber']);
  });
});

describe('bank-detail changes', () => {
  it('refuses an account number failing the NUBAN check, and an unknown bank, with a 400 naming the field', async () => {
    const me = await freshStaff(t);
    const wrongDigit = `${access.accountNumber.slice(0, 9)}${(Number(access.accountNumber[9]) + 1) % 10}`;
    const bad = await askBankChange(me, { ...access, accountNumber: wrongDigit });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'accountNumber', message: NUBAN_REFUSED }]);
    const short = await askBankChange(me, { bankCode: '', accountNumber: '12', accountName: '' });
    expect(short.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['accountName', 'accountNumber', 'bankCode']);
    const unknown = await askBankChange(me, { ...access, bankCode: '999', accountNumber: nubanFor('999', '123456789') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ path: 'bankCode', message: 'Choose a bank from the list.' }]);
  });

  it('waits pending without touching the details on file; approval writes them, in the history and the audit log', async () => {
    const me = await freshStaff(t);
    const before = await bankOnFile(me.id);
    const asked = await askBankChange(me);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'PENDING', to: { bank: { code: '044', name: 'Access Bank' }, accountNumber: access.accountNumber, accountName: 'Ngozi Okafor' } });
    expect(await bankOnFile(me.id)).toEqual(before);
    const mine = (await profile(me)).body;
    expect(mine.pendingBankChange).toMatchObject({ id: asked.body.id, status: 'PENDING' });
    expect(mine.bankDetails.accountNumber).toBe(before.accountNumber);

    // One pending change per person: another is refused until this one is withdrawn or decided.
    const second = await askBankChange(me, { ...access, accountName: 'N. Okafor' });
    expect(second.status).toBe(409);

    const pendingList = await call(t.app, 'GET', `/api/admin/bank-detail-change?filter=${encodeURIComponent(`staff.id||$eq||${me.id}`)}&filter=${encodeURIComponent('status||$eq||PENDING')}`, admin.headers);
    expect(pendingList.body).toMatchObject({ total: 1 });
    expect(pendingList.body.data.map((c: { id: string }) => c.id)).toEqual([asked.body.id]);

    const approved = await decide('approve', asked.body.id, { note: 'Checked with the bank letter' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', decisionNote: 'Checked with the bank letter' });
    expect(approved.body.history.map((h: { action: string }) => h.action)).toEqual(['create', 'approve']);
    expect(await bankOnFile(me.id)).toEqual({ bankCode: '044', accountNumber: access.accountNumber, accountName: 'Ngozi Okafor' });
    expect((await call(t.app, 'GET', `/api/admin/staff/${me.id}`, admin.headers)).body).toMatchObject({ accountNumber: access.accountNumber, accountName: 'Ngozi Okafor' });
    const after = (await profile(me)).body;
    expect(after).toMatchObject({ pendingBankChange: null, bankDetails: { bank: { code: '044' }, accountNumber: access.accountNumber, accountName: 'Ngozi Okafor' } });
    const [entry] = await t.app.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'approve'), eq(auditLog.entityId, asked.body.id)));
    expect(entry).toMatchObject({ entity: 'bank-detail-change', to: { status: 'APPROVED', bankDetails: { to: { accountNumber: access.accountNumber } } } });
    expect((await decide('reject', asked.body.id, { note: 'Too late' })).status).toBe(409);
  });

  it('rejecting needs a note and leaves the old details; the staff member may withdraw and ask again', async () => {
    const me = await freshStaff(t);
    const before = await bankOnFile(me.id);
    const asked = (await askBankChange(me)).body;
    const noNote = await decide('reject', asked.id);
    expect(noNote.status).toBe(400);
    expect(noNote.body.details).toEqual([{ path: 'note', message: noteRequiredMessage }]);
    const rejected = await decide('reject', asked.id, { note: 'The name does not match your records' }, hr);
    expect(rejected.body).toMatchObject({ status: 'REJECTED' });
    expect(await bankOnFile(me.id)).toEqual(before);
    const own = await call(t.app, 'GET', `/api/staff/bank-detail-change/${asked.id}`, me.headers);
    expect(own.body).toMatchObject({ status: 'REJECTED', decisionNote: 'The name does not match your records' });

    const again = (await askBankChange(me)).body;
    const withdrawn = await call(t.app, 'PATCH', `/api/staff/bank-detail-change/withdraw/${again.id}`, me.headers);
    expect(withdrawn.body.status).toBe('WITHDRAWN');
    expect((await decide('approve', again.id)).status).toBe(409);
    expect(await bankOnFile(me.id)).toEqual(before);
    expect((await askBankChange(me)).status).toBe(201);
  });

  it('staff see and withdraw only their own; admins need the staff permission; a staff token cannot decide', async () => {
    const [me, other] = [await freshStaff(t), await freshStaff(t)];
    const mine = (await askBankChange(me)).body;
    expect((await call(t.app, 'GET', `/api/staff/bank-detail-change/${mine.id}`, other.headers)).status).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/staff/bank-detail-change/withdraw/${mine.id}`, other.headers)).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/bank-detail-change', me.headers)).status).toBe(401);
    expect((await call(t.app, 'PATCH', `/api/admin/bank-detail-change/approve/${mine.id}`, me.headers)).status).toBe(401);
    expect((await profile(other)).body.pendingBankChange).toBeNull();
  });

  it('shows account numbers masked to an admin without the payroll permission', async () => {
    const me = await freshStaff(t);
    const asked = (await askBankChange(me)).body;
    const seenByHr = await call(t.app, 'GET', `/api/admin/bank-detail-change/${asked.id}`, hr.headers);
    expect(seenByHr.body.to.accountNumber).toBe(`******${access.accountNumber.slice(-4)}`);
    const seenByAdmin = await call(t.app, 'GET', `/api/admin/bank-detail-change/${asked.id}`, admin.headers);
    expect(seenByAdmin.body.to.accountNumber).toBe(access.accountNumber);
  });
});
