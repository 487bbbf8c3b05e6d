// Test double for the network edge: answers the app's fetch calls by "METHOD path" (path after /api/),
// records every request, and answers 404 for anything a test did not expect.
import type { StaffProfile } from '@crewbase/domain';

export const TEST_API_URL = 'http://localhost:3000/api';

// Every test file that stubs the network gets its stubs undone after each test.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

export type StubAnswer = Response | ((request: Request) => Response | Promise<Response>);

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

export const apiError = (status: number, message: string, details?: { path: string; message: string }[]) =>
  json(status, {
    statusCode: status,
    error: { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden' }[status] ?? 'Error',
    message,
    ...(details ? { details } : {}),
  });

export type RecordedRequest = { method: string; path: string; body: unknown; authorization: string | null };

export function stubApi(answers: Record<string, StubAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return apiError(404, `No stub for ${request.method} ${path}`);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
  return { requests, fetchSpy };
}

/** A token pair shaped like the API's: a JWT-looking access token valid for 15 minutes. */
export const testTokens = () => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 's-1', area: 'staff', iat: now, exp: now + 900 })}.sig`,
    refresh_token: 'refresh-1',
  };
};

export const staffProfileFixture: StaffProfile = {
  id: 's-1',
  staffId: 'STF-0001',
  firstName: 'Adaeze',
  lastName: 'Nwosu',
  fullName: 'Adaeze Nwosu',
  email: 'staff@crewbase.test',
  phoneNumber: null,
  avatar: null,
  status: 'Active',
  gender: 'Female',
  dateOfBirth: null,
  address: null,
  department: { id: 'd-1', name: 'Operations' },
  jobTitleName: 'Parking Attendant Supervisor',
  location: { id: 'l-1', name: 'Victoria Island Car Park' },
  role: { name: 'Staff' },
  dateJoined: '2024-03-01',
  createdAt: '2024-03-01T08:00:00.000Z',
};
