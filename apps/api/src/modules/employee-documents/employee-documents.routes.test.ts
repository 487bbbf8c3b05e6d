// Employee documents through the real database and storage: upload then attach, list, download, delete; a staff
// member sees only their own; wrong files are refused at upload.
import { MEDIA_UPLOAD_MAX_BYTES, type EmployeeDocument } from '@crewbase/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createStaff, signIn } from '../../test/helpers';
import { png } from '../system/media-test-kit';

let t: TestApp;
let admin: string;
let hr: string;
let staffA: { id: string; token: string };
let staffB: { id: string; token: string };

const PDF = Buffer.from('%PDF-1.7\n% employment contract\n');
const PNG = png(2, 2);

function upload(file: { name: string; type: string; data: Buffer }, token = admin) {
  const boundary = '----documents-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/system/media-upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) } });
}
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) => {
  const response = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { status: response.statusCode, body: response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : response.rawPayload, headers: response.headers };
};
async function attach(staffId: string, name: string, file = { name: 'contract.pdf', type: 'application/pdf', data: PDF }) {
  const key = (await upload(file)).json().key;
  const { status, body } = await call('POST', `/api/admin/employee-documents/${staffId}`, { mediaKey: key, name });
  expect(status).toBe(201);
  return body as EmployeeDocument;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  hr = (await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token;
  const a = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
  const b = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
  staffA = { id: a.id, token: (await signIn(t.app, 'staff', a.email)).access_token };
  staffB = { id: b.id, token: (await signIn(t.app, 'staff', b.email)).access_token };
});
afterAll(() => t.close());

describe('admin: /api/admin/employee-documents/{staffId}', () => {
  it('attaches an uploaded file, lists it and downloads the same bytes as an attachment', async () => {
    const document = await attach(staffA.id, 'Employment contract');
    expect(document).toMatchObject({ staffId: staffA.id, name: 'Employment contract', fileName: 'contract.pdf', mimeType: 'application/pdf', size: PDF.length, uploadedBy: { fullName: 'Grace Mensah' } });

    const list = await call('GET', `/api/admin/employee-documents/${staffA.id}?sort=name,ASC`);
    expect(list.body).toMatchObject({ total: 1, data: [{ id: document.id }] });

    const file = await call('GET', `/api/admin/employee-documents/${staffA.id}/${document.id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="contract.pdf"; filename*=UTF-8''contract.pdf`);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
  });

  it('refuses a wrong type or an oversized file at upload, and an unknown, foreign or reused key at attach', async () => {
    const text = await upload({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') });
    expect(text.statusCode).toBe(400);
    const disguised = await upload({ name: 'contract.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') });
    expect(disguised.statusCode).toBe(400);
    const huge = await upload({ name: 'scan.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES, 0)]) });
    expect(huge.statusCode).toBe(413);

    const unknown = await call('POST', `/api/admin/employee-documents/${staffA.id}`, { mediaKey: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.pdf', name: 'Ghost' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ path: 'mediaKey', message: 'Upload the file again, then attach it.' }]);

    const hrKey = (await upload({ name: 'id.png', type: 'image/png', data: PNG }, hr)).json().key;
    expect((await call('POST', `/api/admin/employee-documents/${staffA.id}`, { mediaKey: hrKey, name: 'ID card' })).status).toBe(400);

    const key = (await upload({ name: 'id.png', type: 'image/png', data: PNG })).json().key;
    expect((await call('POST', `/api/admin/employee-documents/${staffA.id}`, { mediaKey: key, name: 'ID card' })).status).toBe(201);
    expect((await call('POST', `/api/admin/employee-documents/${staffB.id}`, { mediaKey: key, name: 'ID card' })).status).toBe(409);
    expect((await call('POST', `/api/admin/employee-documents/${staffA.id}`, { mediaKey: key, name: '' })).body.details[0].path).toBe('name');
  });

  it('deletes a document and its file; another staff member\'s id does not reach it', async () => {
    const document = await attach(staffB.id, 'Guarantor form');
    expect((await call('DELETE', `/api/admin/employee-documents/${staffA.id}/${document.id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/employee-documents/${staffB.id}/${document.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/employee-documents/${staffB.id}/${document.id}/download`)).status).toBe(404);
    expect((await call('GET', '/api/admin/employee-documents/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('staff: /api/staff/employee-documents', () => {
  it('shows a staff member their own documents only, and 404 for anyone else\'s', async () => {
    const mine = await attach(staffA.id, 'Offer letter');
    const theirs = await attach(staffB.id, 'Payslip');

    const list = await call('GET', '/api/staff/employee-documents?limit=100', undefined, staffA.token);
    expect(list.status).toBe(200);
    const ids = list.body.data.map((d: EmployeeDocument) => d.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.body.data.every((d: EmployeeDocument) => d.staffId === staffA.id)).toBe(true);

    expect((await call('GET', `/api/staff/employee-documents/${mine.id}/download`, undefined, staffA.token)).status).toBe(200);
    const foreign = await call('GET', `/api/staff/employee-documents/${theirs.id}/download`, undefined, staffA.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('That document does not exist.');
    // The admin routes stay closed to staff tokens.
    expect((await call('GET', `/api/admin/employee-documents/${staffB.id}`, undefined, staffA.token)).status).toBe(401);
  });
});
