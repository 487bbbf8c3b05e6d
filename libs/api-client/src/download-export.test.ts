import { setStoredLogin } from '@crewbase/auth';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { ApiError } from './api-error';
import { configureApiClient } from './configure-api-client';
import { downloadExport, fileNameOf, type ExportProgress } from './download-export';
import { API_URL, bearerOf, errorResponse, mockFetch } from './testing/fake-api';

const csv = 'Staff ID,Name,Status\nSTF-0001,Ada Obi,Active\nSTF-0002,Bola Ade,Active\n';

/** A body that arrives in pieces, like a big file over the network. */
function streamOf(parts: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

/** jsdom's Blob has no text(); FileReader reads it the way a browser would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

function setUp(handler: (request: Request) => Response | Promise<Response>) {
  const token = fakeAccessToken(600);
  setStoredLogin('admin', { access_token: token, refresh_token: 'r' });
  const fetchMock = mockFetch(handler);
  configureApiClient({ baseUrl: API_URL, area: 'admin' });
  return { token, request: () => fetchMock.mock.calls[0][0] as Request };
}

const query = {
  page: 3,
  limit: 25,
  filters: [{ field: 'status', operator: '$eq' as const, value: 'Active' }],
  sort: [{ field: 'fullName', direction: 'ASC' as const }],
};

describe('downloadExport', () => {
  it('asks for the filtered, sorted list without page or limit, with the bearer, and returns the file', async () => {
    const { token, request } = setUp(
      () =>
        new Response(streamOf([csv.slice(0, 20), csv.slice(20)]), {
          status: 200,
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="staff-2026-11-23.csv"', 'X-Row-Count': '2' },
        }),
    );
    const seen: ExportProgress[] = [];
    const file = await downloadExport('admin/staff', query, 'csv', { onProgress: (progress) => seen.push(progress) });

    const url = new URL(request().url);
    expect(url.pathname).toBe('/api/admin/staff/export');
    expect(url.searchParams.get('format')).toBe('csv');
    expect(url.searchParams.getAll('filter')).toEqual(['status||$eq||Active']);
    expect(url.searchParams.getAll('sort')).toEqual(['fullName,ASC']);
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.has('limit')).toBe(false);
    expect(bearerOf(request())).toBe(token);

    expect(file.fileName).toBe('staff-2026-11-23.csv');
    expect(file.rows).toBe(2);
    expect(file.blob.type).toBe('text/csv');
    expect(await textOf(file.blob)).toBe(csv);
    expect(seen.at(-1)).toEqual({ bytes: new TextEncoder().encode(csv).byteLength, totalBytes: null, rows: 2 });
    expect(seen.map((p) => p.bytes)).toEqual([0, 20, new TextEncoder().encode(csv).byteLength]);
  });

  it('names the file after the list when the server gives no name', async () => {
    setUp(() => new Response('x', { status: 200 }));
    const file = await downloadExport('admin/leave-request', { filters: [], sort: [] }, 'xlsx');
    expect(file.fileName).toBe('leave-request.xlsx');
    expect(file.rows).toBeNull();
  });

  it('reports a refusal as the API error, with its message', async () => {
    setUp(() => errorResponse(400, 'Unknown filter field: salary'));
    const error = await downloadExport('admin/staff', query, 'csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Unknown filter field: salary');
  });

  it('stops when cancelled and rejects with an AbortError', async () => {
    const controller = new AbortController();
    setUp(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(stream) {
              stream.enqueue(new TextEncoder().encode('Staff ID,Name\n'));
              // The rest never comes: the person cancels while waiting.
            },
          }),
          { status: 200, headers: { 'X-Row-Count': '100000' } },
        ),
    );
    const download = downloadExport('admin/staff', query, 'csv', {
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.bytes > 0) controller.abort();
      },
    });
    await expect(download).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fileNameOf', () => {
  it('reads plain, quoted and RFC 5987 names, and never a path', () => {
    expect(fileNameOf('attachment; filename=staff.csv')).toBe('staff.csv');
    expect(fileNameOf('attachment; filename="leave requests.xlsx"')).toBe('leave requests.xlsx');
    expect(fileNameOf("attachment; filename=\"x.csv\"; filename*=UTF-8''cong%C3%A9s.csv")).toBe('congés.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(fileNameOf(null)).toBeNull();
  });
});
