import { getStoredLogin, setStoredLogin } from '@crewbase/auth';
import { banksFixture, fakeAccessToken } from '@crewbase/domain/testing';
import { ApiError } from './api-error';
import { configureApiClient } from './configure-api-client';
import { systemApi } from './system-api';
import { API_URL, bearerOf, fakeAuthServer, mockFetch } from './testing/fake-api';
import { FakeXhr } from './testing/fake-xhr';

const uploaded = { key: 'k1', url: '/api/system/media/k1', name: 'me.png', size: 4, mimeType: 'image/png' };
const png = () => new File([new Uint8Array([1, 2, 3, 4])], 'me.png', { type: 'image/png' });

function setUp(accessSeconds = 600) {
  const login = { access_token: fakeAccessToken(accessSeconds), refresh_token: 'refresh-1' };
  setStoredLogin('staff', login);
  const server = fakeAuthServer('staff', login);
  mockFetch(server.handler);
  const reloadPage = vi.fn();
  const redirectTo = vi.fn();
  configureApiClient({ baseUrl: `${API_URL}/`, area: 'staff', reloadPage, redirectTo });
  FakeXhr.install();
  return { login, server, reloadPage, redirectTo };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('systemApi.banks', () => {
  it('reads the public bank list without a bearer', async () => {
    const fetchMock = mockFetch(() => new Response(JSON.stringify(banksFixture), { status: 200 }));
    configureApiClient({ baseUrl: API_URL, area: 'staff' });
    setStoredLogin('staff', { access_token: fakeAccessToken(600), refresh_token: 'r' });
    await expect(systemApi.banks()).resolves.toEqual(banksFixture);
    expect(bearerOf(fetchMock.mock.calls[0][0] as Request)).toBeNull();
  });
});

describe('systemApi.uploadMedia', () => {
  it('posts the file as multipart field "file" with the bearer, reporting progress', async () => {
    const { login } = setUp();
    const onProgress = vi.fn();
    const file = png();
    const result = systemApi.uploadMedia(file, { onProgress });

    const xhr = await FakeXhr.next();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${API_URL}/system/media-upload`);
    expect(xhr.headers.authorization).toBe(`Bearer ${login.access_token}`);
    expect((xhr.body!.get('file') as File).name).toBe('me.png');
    xhr.progress(1, 4);
    xhr.progress(2, 4);
    xhr.respond(201, uploaded);

    await expect(result).resolves.toEqual(uploaded);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 0.5, 1]);
  });

  it('passes on the API refusal with its message', async () => {
    setUp();
    const result = systemApi.uploadMedia(png());
    (await FakeXhr.next()).respond(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'That file type is not accepted.',
      details: [{ path: 'file', message: 'That file type is not accepted.' }],
    });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors()).toEqual({ file: 'That file type is not accepted.' });
  });

  it('refuses a file over 5 MiB before uploading it', async () => {
    setUp();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const error = await systemApi.uploadMedia(big).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413 });
    expect((error as ApiError).fieldErrors().file).toMatch(/5 MB/);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a type the API does not take before uploading it', async () => {
    setUp();
    const error = await systemApi.uploadMedia(new File(['x'], 'a.exe', { type: 'application/x-msdownload' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('follows the same 401 flow: one refresh, the new login stored, the page reloaded', async () => {
    const { server, reloadPage } = setUp();
    void systemApi.uploadMedia(png());
    (await FakeXhr.next()).respond(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' });
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(server.state.refreshCalls).toEqual(['refresh-1']);
    expect(getStoredLogin('staff')?.refresh_token).toBe('refresh-2');
  });

  it('refreshes a token about to expire before uploading', async () => {
    const { server } = setUp(20);
    void systemApi.uploadMedia(png());
    const xhr = await FakeXhr.next();
    expect(server.state.refreshCalls).toHaveLength(1);
    expect(xhr.headers.authorization).toBe(`Bearer ${getStoredLogin('staff')!.access_token}`);
  });

  it('reports a lost connection as status 0', async () => {
    setUp();
    // Lost for every request, the API's health check included.
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = systemApi.uploadMedia(png());
    (await FakeXhr.next()).fail();
    await expect(result).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/could not reach Crewbase/i) });
  });

  it('can be cancelled', async () => {
    setUp();
    const controller = new AbortController();
    const result = systemApi.uploadMedia(png(), { signal: controller.signal });
    await FakeXhr.next();
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
