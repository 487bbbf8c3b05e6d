import { MEDIA_UPLOAD_MAX_BYTES } from '@crewbase/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';
import { png } from './media-test-kit';

let t: TestApp;
let staffToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  staffToken = (await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token;
  adminToken = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

const PNG = png(2, 2);
const PDF = Buffer.from('%PDF-1.7\n% a tiny document\n');

/** A multipart body with one file part, built by hand so the declared type is ours to choose. */
function multipart(file: { field?: string; name: string; type: string; data: Buffer }) {
  const boundary = '----crewbase-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return { payload: Buffer.concat([head, file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (file: Parameters<typeof multipart>[0], token = staffToken) => {
  const { payload, headers } = multipart(file);
  return t.app.inject({ method: 'POST', url: '/api/system/media-upload', payload, headers: { ...headers, ...bearer(token) } });
};

describe('GET /api/health and /api/public/banks', () => {
  it('reports the database ok and the version', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('lists Nigerian banks with their CBN codes, by name, without a token', async () => {
    const banks = (await t.app.inject({ url: '/api/public/banks' })).json() as Array<{ name: string; code: string }>;
    expect(banks.length).toBeGreaterThanOrEqual(20);
    expect(banks).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Guaranty Trust Bank', code: '058' })]));
    expect(banks.map((b) => b.name)).toEqual([...banks.map((b) => b.name)].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('POST /api/system/media-upload', () => {
  it('stores an image for a staff token and serves it back with its type and nosniff', async () => {
    const response = await upload({ name: 'me.png', type: 'image/png', data: PNG });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ name: 'me.png', size: PNG.length, mimeType: 'image/png' });
    expect(body.url).toBe(`/api/system/media/${body.key}`);
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{32}\.png$/);

    const file = await t.app.inject({ url: body.url, headers: bearer(staffToken) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="me.png"; filename*=UTF-8''me.png`);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes a PDF from an admin token', async () => {
    const response = await upload({ name: 'contract.pdf', type: 'application/pdf', data: PDF }, adminToken);
    expect(response.statusCode).toBe(201);
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MEDIA_UPLOAD_MAX_BYTES, 0)]);
    const response = await upload({ name: 'huge.png', type: 'image/png', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The file is larger than 5 MB.' });
  });

  it('refuses a type outside the list (400)', async () => {
    const response = await upload({ name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Upload a JPEG, PNG, WebP or GIF image, or a PDF.');
  });

  it('refuses content that does not match its declared type (400)', async () => {
    const response = await upload({ name: 'fake.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/does not match its declared type \(image\/png\)/);
    const disguised = await upload({ name: 'doc.jpg', type: 'image/jpeg', data: PDF });
    expect(disguised.statusCode).toBe(400);
  });

  it('needs a token and the "file" field', async () => {
    const { payload, headers } = multipart({ name: 'me.png', type: 'image/png', data: PNG });
    expect((await t.app.inject({ method: 'POST', url: '/api/system/media-upload', payload, headers })).statusCode).toBe(401);
    expect((await upload({ field: 'photo', name: 'me.png', type: 'image/png', data: PNG })).statusCode).toBe(400);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/system/media-upload', headers: bearer(staffToken), payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: '/api/system/media/AAAAAAAAAAAAAAAAAAAAAAAA.png', headers: bearer(staffToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/system/media/..%2F..%2Fetc%2Fpasswd', headers: bearer(staffToken) })).statusCode).toBe(400);
  });
});
