import { setStoredLogin } from '@crewbase/auth';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { ApiError } from './api-error';
import { configureApiClient } from './configure-api-client';
import { fetchMedia } from './fetch-media';
import { API_URL, bearerOf, errorResponse, mockFetch } from './testing/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn() {
  const login = { access_token: fakeAccessToken(600), refresh_token: 'refresh-1' };
  setStoredLogin('staff', login);
  configureApiClient({ baseUrl: API_URL, area: 'staff' });
  return login;
}

describe('fetchMedia', () => {
  it('fetches an upload through the API with the bearer (files are private)', async () => {
    const login = signedIn();
    const fetchMock = mockFetch(() => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'content-type': 'image/png' } }));
    const blob = await fetchMedia('/api/system/media/abcdefghijklmnop.png');
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toBe(`${API_URL}/system/media/abcdefghijklmnop.png`);
    expect(bearerOf(request)).toBe(login.access_token);
    expect(blob.size).toBe(3);
  });

  it('rejects with the ApiError when the file is not the caller’s to see', async () => {
    signedIn();
    mockFetch(() => errorResponse(404, 'That file does not exist.'));
    const error = await fetchMedia('/api/system/media/abcdefghijklmnop.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
