import { systemEndpoints } from '@crewbase/domain';
import { NETWORK_ERROR_MESSAGE } from './api-error';
import { callEndpoint } from './call-endpoint';
import { configureApiClient } from './configure-api-client';
import { API_URL } from './testing/fake-api';

/** A browser whose CORS requests all fail; `apiUp` decides whether a no-cors request gets its opaque answer. */
function browserWithRefusedOrigin(apiUp: boolean) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.mode === 'no-cors' && apiUp) return new Response(null, { status: 200 });
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('a request that gets no answer', () => {
  it('says the server refused this address, and where to open Crewbase, when the API is up', async () => {
    const fetchMock = browserWithRefusedOrigin(true);
    configureApiClient({ baseUrl: API_URL, area: 'staff', appUrl: 'http://localhost:4200' });
    const failure = callEndpoint(systemEndpoints.banks);
    await expect(failure).rejects.toMatchObject({ status: 0, body: { error: 'Origin Refused' } });
    const message = await failure.then(() => '', (error: Error) => error.message);
    expect(message).toBe(`Crewbase's server is running but does not accept this address (${window.location.origin}). Open Crewbase at http://localhost:4200 instead.`);
    expect(message).not.toMatch(/internet/i);
    expect(fetchMock).toHaveBeenLastCalledWith(`${API_URL}/health`, expect.objectContaining({ mode: 'no-cors' }));
  });

  it('asks whoever runs Crewbase to allow the address when the page is already at the app address', async () => {
    browserWithRefusedOrigin(true);
    configureApiClient({ baseUrl: API_URL, area: 'staff', appUrl: window.location.origin });
    await expect(callEndpoint(systemEndpoints.banks)).rejects.toThrow(/does not accept this address .*Ask whoever runs Crewbase to allow it/);
  });

  it('keeps the network message when the API does not answer at all', async () => {
    browserWithRefusedOrigin(false);
    configureApiClient({ baseUrl: API_URL, area: 'staff', appUrl: 'http://localhost:4200' });
    await expect(callEndpoint(systemEndpoints.banks)).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });
});
