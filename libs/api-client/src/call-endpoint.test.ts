import { setStoredLogin } from '@crewbase/auth';
import { adminMay, endpoint, publicAccess } from '@crewbase/domain';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { z } from 'zod';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';
import { configureApiClient } from './configure-api-client';
import { API_URL, bearerOf, jsonBodyOf, jsonResponse, mockFetch } from './testing/fake-api';

const probe = {
  update: endpoint({
    method: 'PATCH', path: '/api/admin/probe/:id', access: adminMay('department', 'update'), tags: [], summary: 'Edit',
    params: z.object({ id: z.string() }), body: z.object({ name: z.string().trim().min(1, 'Enter a name') }), status: 200, response: z.object({ id: z.string(), name: z.string() }),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/probe/:id', access: adminMay('department', 'delete'), tags: [], summary: 'Delete', params: z.object({ id: z.string() }), status: 204 }),
  day: endpoint({
    method: 'GET', path: '/api/public/probe', access: publicAccess, tags: [], summary: 'Day',
    query: z.object({ date: z.string(), ids: z.array(z.string()).optional() }), status: 200, response: z.object({ ok: z.boolean() }),
  }),
};

function setUp(status: number, answer?: unknown) {
  setStoredLogin('admin', { access_token: fakeAccessToken(600), refresh_token: 'r' });
  const fetchMock = mockFetch(() => jsonResponse(status, answer));
  configureApiClient({ baseUrl: API_URL, area: 'admin' });
  return { fetchMock, request: () => fetchMock.mock.calls[0][0] as Request };
}

describe('callEndpoint', () => {
  it('sends the declared verb to the declared path with the checked body, and parses the answer', async () => {
    const { request } = setUp(200, { id: 'a/1', name: 'Ops', extra: 'dropped' });
    expect(await callEndpoint(probe.update, { params: { id: 'a/1' }, body: { name: '  Ops ' } })).toEqual({ id: 'a/1', name: 'Ops' });
    expect(request().method).toBe('PATCH');
    expect(request().url).toBe(`${API_URL}/admin/probe/a%2F1`);
    expect(jsonBodyOf(request())).toEqual({ name: 'Ops' });
    expect(bearerOf(request())).not.toBeNull();
  });

  it('refuses a body the API would refuse, with the field named, before sending', async () => {
    const { fetchMock } = setUp(200, {});
    const error = (await callEndpoint(probe.update, { params: { id: '1' }, body: { name: ' ' } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors()).toEqual({ name: 'Enter a name' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads a 204 as no answer', async () => {
    const { request } = setUp(204);
    await expect(callEndpoint(probe.remove, { params: { id: '1' } })).resolves.toBeUndefined();
    expect(request().method).toBe('DELETE');
  });

  it('sends a typed query as a query string and calls public endpoints without a bearer', async () => {
    const { request } = setUp(200, { ok: true });
    await callEndpoint(probe.day, { query: { date: '2026-03-02', ids: ['a', 'b'] } });
    expect(new URL(request().url).search).toBe('?date=2026-03-02&ids=a&ids=b');
    expect(bearerOf(request())).toBeNull();
  });

  it('reports an answer that does not match the declared response', async () => {
    setUp(200, { id: 1 });
    const error = (await callEndpoint(probe.update, { params: { id: '1' }, body: { name: 'Ops' } }).catch((e: unknown) => e)) as ApiError;
    expect(error.body.error).toBe('Unexpected Answer');
  });
});
