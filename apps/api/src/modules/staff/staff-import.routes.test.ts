// Staff import through the real database: the template, a preview that names every bad cell and saves nothing, a
// commit that saves everyone in one job and mails the invitations only after, and a commit that saves nothing when
// a clash appeared after the preview. CSV and XLSX both.
import { staffImportColumns, type StaffImport, type StaffImportPreview } from '@crewbase/domain';
import { stringify } from 'csv-stringify/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog, staff, staffImports } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, codeIn, lastMailTo, signIn } from '../../test/helpers';
import { BOUNDARY, multipartBody } from '../system/media-test-kit';

let t: TestApp;
let admin: string;
let names: { department: string; jobTitle: string; location: string; staffRole: string };

const firstName = async (path: string) => {
  const response = await t.app.inject({ url: `/api/admin/${path}?limit=1&sort=name,ASC`, headers: bearer(admin) });
  return (response.json() as { data: Array<{ name: string }> }).data[0].name;
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  names = { department: await firstName('department'), jobTitle: await firstName('job-title'), location: await firstName('location'), staffRole: await firstName('staff-role') };
});
afterAll(() => t.close());

const headers = staffImportColumns.map((c) => c.header);
let sequence = 0;
/** A good row by header, with overrides. */
const person = (overrides: Record<string, string> = {}): Record<string, string> => {
  sequence += 1;
  return {
    'First name': 'Chidi',
    'Last name': `Import ${sequence}`,
    Email: `chidi.import.${sequence}@crewbase.test`,
    'Phone number': '+234 803 555 0100',
    Gender: 'male',
    'Date of birth': '17/05/1994',
    Address: '3 Broad Street, Lagos',
    Department: names.department,
    'Job title': names.jobTitle,
    Location: names.location,
    'Staff role': names.staffRole,
    'Daily salary': '12500.50',
    Bank: '058',
    'Account number': '0123456789',
    Benefits: 'Data; transportation',
    "Driver's licence number": '',
    "Driver's licence expiry": '',
    'Date joined': '',
    ...overrides,
  };
};
const csvOf = (rows: Array<Record<string, string>>) => Buffer.from(stringify([headers, ...rows.map((r) => headers.map((h) => r[h] ?? ''))]));

async function xlsxOf(rows: Array<Record<string, string | Date>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const preview = async (name: string, data: Buffer, token = admin) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/import/preview',
    payload: multipartBody([{ name, type: name.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data }]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...bearer(token) },
  });
  return { status: response.statusCode, body: response.json() as StaffImportPreview };
};
const commit = async (id: string) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/staff/import/${id}/commit`, headers: bearer(admin) });
  return { status: response.statusCode, body: response.json() as StaffImport };
};
const importOf = async (id: string) => (await t.app.inject({ url: `/api/admin/staff/import/${id}`, headers: bearer(admin) })).json() as StaffImport;
const staffWithEmails = async (emails: string[]) =>
  (await t.app.database.db.select({ id: staff.id, status: staff.status, staffId: staff.staffId }).from(staff).where(inArray(sql`lower(${staff.email})`, emails)));

describe('GET /api/admin/staff/import/template', () => {
  it('gives a CSV and an XLSX with the header row and an example row that itself passes the preview', async () => {
    const csv = await t.app.inject({ url: '/api/admin/staff/import/template?format=csv', headers: bearer(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('staff-import-template.csv');
    const [head, example] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(head.split(',').map((h) => h.replace(/"/g, ''))).toEqual(headers);
    expect(example).toContain(names.department);

    const xlsx = await t.app.inject({ url: '/api/admin/staff/import/template?format=xlsx', headers: bearer(admin) });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect((workbook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(headers);

    const checked = await preview('staff-import-template.xlsx', xlsx.rawPayload);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ rowCount: 1, validRows: 1, invalidRows: 0, problems: [] });
    expect(checked.body.importId).toEqual(expect.any(String));
  });
});

describe('POST /api/admin/staff/import/preview', () => {
  it('names every bad cell by line and column, counts good and bad rows, and saves nothing', async () => {
    const good = person();
    const rows = [
      good, // line 2
      person({ Email: 'not-an-email', 'First name': '' }), // line 3
      person({ Department: 'Nowhere Department', 'Account number': '12345' }), // line 4
      person({ Email: good.Email.toUpperCase() }), // line 5: the same email as line 2
      person({ Email: 'staff@crewbase.test' }), // line 6: a staff member has it
      person({ 'Date of birth': '31/02/1990', Bank: 'Bank of Nowhere' }), // line 7
      person({ "Driver's licence number": 'LAG-123' }), // line 8: number without expiry
    ];
    const before = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(staff);
    const { status, body } = await preview('staff.csv', csvOf(rows));
    expect(status).toBe(200);
    expect(body).toMatchObject({ importId: null, rowCount: 7, validRows: 1, invalidRows: 6 });
    expect(body.problems).toEqual([
      { line: 3, column: 'First name', message: 'Enter a first name' },
      { line: 3, column: 'Email', message: 'Enter a valid email address' },
      { line: 4, column: 'Department', message: 'There is no department named "Nowhere Department" in Settings > Departments.' },
      { line: 4, column: 'Account number', message: 'Enter the 10-digit account number' },
      { line: 5, column: 'Email', message: 'The same email as line 2: each person needs their own.' },
      { line: 6, column: 'Email', message: 'A staff member with this email already exists.' },
      { line: 7, column: 'Date of birth', message: 'Enter the date as DD/MM/YYYY' },
      { line: 7, column: 'Bank', message: 'There is no bank named "Bank of Nowhere" in the bank list.' },
      { line: 8, column: "Driver's licence expiry", message: 'Enter the licence expiry date' },
    ]);
    expect(body.problemCount).toBe(9);
    const after = await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(staff);
    expect(after[0].n).toBe(before[0].n);
    expect(await staffWithEmails([good.Email])).toEqual([]);
    expect(await lastMailTo(t.app, good.Email)).toBeUndefined();
  });

  it('reports a missing or unknown column on line 1 and reads no rows', async () => {
    const data = Buffer.from('First name,Surname,Email\nAda,Obi,ada@crewbase.test\n');
    const { status, body } = await preview('staff.csv', data);
    expect(status).toBe(200);
    expect(body.importId).toBeNull();
    expect(body.problems).toEqual(
      expect.arrayContaining([
        { line: 1, column: 'Surname', message: expect.stringContaining('Unknown column "Surname"') },
        { line: 1, column: 'Last name', message: 'The column "Last name" is missing.' },
        { line: 1, column: 'Department', message: 'The column "Department" is missing.' },
      ]),
    );
  });

  it('refuses a file that is no spreadsheet, and an admin without the staff-create permission', async () => {
    const binary = await preview('photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));
    expect(binary.status).toBe(400);
    const viewer = (await signIn(t.app, 'admin', 'viewer@crewbase.test')).access_token;
    expect((await preview('staff.csv', csvOf([person()]), viewer)).status).toBe(403);
  });
});

describe('POST /api/admin/staff/import/{id}/commit', () => {
  it('saves every row in one job as Pending staff, and mails the invitations only once they are saved', async () => {
    const rows = [person(), person({ 'Date joined': '01/12/2026' }), person()];
    const emails = rows.map((r) => r.Email.toLowerCase());
    const checked = await preview('staff.csv', csvOf(rows));
    expect(checked.body).toMatchObject({ rowCount: 3, validRows: 3, problems: [] });
    const id = checked.body.importId as string;

    // Each mail is sent when its person can already be read from outside the import's transaction.
    const savedWhenMailed: boolean[] = [];
    const send = t.app.mailer.send.bind(t.app.mailer);
    t.app.mailer.send = async (message) => {
      if (emails.includes(message.to.toLowerCase())) savedWhenMailed.push((await staffWithEmails([message.to.toLowerCase()])).length === 1);
      return send(message);
    };
    try {
      const queued = await commit(id);
      expect(queued.status).toBe(202);
      expect(queued.body).toMatchObject({ status: 'QUEUED', rowCount: 3, job: { name: 'staff-import' } });
      expect(await staffWithEmails(emails)).toEqual([]);
      expect(await lastMailTo(t.app, emails[0])).toBeUndefined();

      await t.app.jobs.runDue();
      await t.app.mailer.idle();
    } finally {
      t.app.mailer.send = send;
    }
    const saved = await staffWithEmails(emails);
    expect(saved).toHaveLength(3);
    expect(saved.every((s) => s.status === 'Pending' && /^STF-\d{4}$/.test(s.staffId))).toBe(true);
    expect(new Set(saved.map((s) => s.staffId)).size).toBe(3);
    expect(savedWhenMailed).toEqual([true, true, true]);
    for (const email of emails) expect(codeIn((await lastMailTo(t.app, email))?.text ?? '')).toMatch(/^\d{6}$/);

    const done = await importOf(id);
    expect(done).toMatchObject({ status: 'IMPORTED', importedCount: 3, invitedCount: 3, job: { state: 'completed', result: { imported: 3, invited: 3 } } });
    expect(done.job?.progress?.message).toMatch(/Imported 3 staff/);
    const audits = await t.app.database.db.select().from(auditLog).where(inArray(auditLog.entityId, [id, ...saved.map((s) => s.id)]));
    expect(audits.filter((a) => a.action === 'import' && a.entity === 'staff-import')).toHaveLength(1);
    expect(audits.filter((a) => a.action === 'create' && a.entity === 'staff')).toHaveLength(3);

    expect((await commit(id)).status).toBe(409);
    // A second run of the job (a retry) neither saves nor mails anyone twice.
    const mailsBefore = (t.app.mailer.delivered ?? []).filter((m) => emails.includes(m.to.toLowerCase())).length;
    const { staffImportJob } = await import('./staff-import.service');
    await t.app.jobs.enqueue(staffImportJob, { importId: id });
    await t.app.jobs.runDue();
    await t.app.mailer.idle();
    expect(await staffWithEmails(emails)).toHaveLength(3);
    expect((t.app.mailer.delivered ?? []).filter((m) => emails.includes(m.to.toLowerCase())).length).toBe(mailsBefore);
  });

  it('saves nothing when a row clashes with a staff member added after the preview, and names the cell', async () => {
    const rows = [person(), person(), person()];
    const emails = rows.map((r) => r.Email.toLowerCase());
    const checked = await preview('staff.csv', csvOf(rows));
    const id = checked.body.importId as string;
    expect(id).toEqual(expect.any(String));

    // Someone adds the third person by hand in the meantime.
    const third = rows[2];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(admin),
      payload: { firstName: 'Hand', lastName: 'Made', email: third.Email, departmentId: await idOf('department'), jobTitleId: await idOf('job-title'), locationId: await idOf('location'), staffRoleId: await idOf('staff-role'), dailySalary: 9000, bankCode: '058', accountNumber: '0123456789' },
    });
    expect(created.statusCode).toBe(201);

    expect((await commit(id)).status).toBe(202);
    await t.app.jobs.runDue();
    await t.app.mailer.idle();
    const failed = await importOf(id);
    expect(failed).toMatchObject({ status: 'FAILED', importedCount: 0, problemCount: 1 });
    expect(failed.problems).toEqual([{ line: 4, column: 'Email', message: 'A staff member with this email already exists.' }]);
    expect(await staffWithEmails(emails.slice(0, 2))).toEqual([]);
    expect(await lastMailTo(t.app, emails[0])).toBeUndefined();
    const [row] = await t.app.database.db.select({ id: staff.id }).from(staff).where(eq(sql`lower(${staff.email})`, emails[2]));
    expect(row).toBeDefined(); // the hand-made one stays
  });

  it('reads an XLSX: dates typed as dates, numbers as numbers, names in any case', async () => {
    const row = { ...person({ Department: names.department.toUpperCase() }), 'Date of birth': new Date(Date.UTC(1990, 0, 15)), 'Daily salary': '20000' } as Record<string, string | Date>;
    const checked = await preview('staff.xlsx', await xlsxOf([row]));
    expect(checked.status).toBe(200);
    expect(checked.body.problems).toEqual([]);
    expect((await commit(checked.body.importId as string)).status).toBe(202);
    await t.app.jobs.runDue();
    const [saved] = await t.app.database.db.select({ dateOfBirth: staff.dateOfBirth, dailySalary: staff.dailySalary }).from(staff).where(eq(sql`lower(${staff.email})`, (row.Email as string).toLowerCase()));
    expect(saved).toEqual({ dateOfBirth: '1990-01-15', dailySalary: '20000.00' });
  });

  it('refuses a preview older than a day, and drops its cells with the next preview', async () => {
    const old = await preview('staff.csv', csvOf([person()]));
    const id = old.body.importId as string;
    await t.app.database.db.update(staffImports).set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) }).where(eq(staffImports.id, id));
    expect((await commit(id)).status).toBe(409);
    await preview('staff.csv', csvOf([person()]));
    expect(await t.app.database.db.select({ id: staffImports.id }).from(staffImports).where(eq(staffImports.id, id))).toEqual([]);
  });

  it('answers 404 for an unknown import', async () => {
    expect((await commit('00000000-0000-4000-8000-000000000001')).status).toBe(404);
  });
});

const idOf = async (path: string) => ((await t.app.inject({ url: `/api/admin/${path}?limit=1&sort=name,ASC`, headers: bearer(admin) })).json() as { data: Array<{ id: string }> }).data[0].id;
