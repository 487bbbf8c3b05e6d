// Test double for the network edge: answers the app's fetch calls by "METHOD path" (path after /api/),
// records every request, and answers 404 for anything a test did not expect.
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

/** `query` is the search part of the address ("?week=2026-11-22"), empty without one. */
export type RecordedRequest = { method: string; path: string; query: string; body: unknown; authorization: string | null };

export function stubApi(answers: Record<string, StubAnswer>) {
  const requests: RecordedRequest[] = [];
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '');
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path,
      query: url.search,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) return apiError(404, `No stub for ${request.method} ${path}`);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
  return { requests, fetchSpy };
}
