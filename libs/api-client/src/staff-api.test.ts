import { setStoredLogin } from '@crewbase/auth';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { configureApiClient } from './configure-api-client';
import { listQuery } from './list-query';
import { mailOutboxApi } from './mail-outbox-api';
import { staffApi } from './staff-api';
import { API_URL, jsonResponse, mockFetch } from './testing/fake-api';

const page = (data: unknown[]) => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });

function setUp(answer: unknown) {
  setStoredLogin('admin', { access_token: fakeAccessToken(600), refresh_token: 'r' });
  const fetchMock = mockFetch(() => jsonResponse(200, answer));
  configureApiClient({ baseUrl: API_URL, area: 'admin' });
  return () => new URL((fetchMock.mock.calls[0][0] as Request).url);
}

describe('list endpoints', () => {
  it('staffApi.list sends the query in repeated form, nothing added (defaults are the API list definition), and parses the rows', async () => {
    const row = {
      id: 's-1', staffId: 'STF-0001', firstName: 'Adaeze', lastName: 'Nwosu', fullName: 'Adaeze Nwosu',
      email: 'staff@crewbase.test', status: 'Active', department: { id: 'd-1', name: 'Operations' },
      jobTitleName: null, createdAt: '2026-01-01T00:00:00.000Z',
    };
    const url = setUp(page([row]));
    const answer = await staffApi.list(listQuery().filter('fullName', '$cont', 'ada').sort('createdAt', 'DESC').limit(25).build());
    expect(answer.data[0].staffId).toBe('STF-0001');
    expect(url().pathname).toBe('/api/admin/staff');
    expect(url().searchParams.getAll('filter')).toEqual(['fullName||$cont||ada']);
    expect(url().searchParams.getAll('sort')).toEqual(['createdAt,DESC']);
    expect(url().searchParams.get('limit')).toBe('25');
  });

  it('mailOutboxApi.list sends the query as given (newest first is the API default)', async () => {
    const url = setUp(page([{ id: 'm1', to: 'a@b.co', subject: 'Code', text: '123456', createdAt: '2026-01-01T00:00:00Z' }]));
    const answer = await mailOutboxApi.list(listQuery().filter('to', '$eq', 'a@b.co').limit(1).build());
    expect(answer.data[0].text).toBe('123456');
    expect(url().pathname).toBe('/api/admin/mail-outbox');
    expect(url().searchParams.getAll('sort')).toEqual([]);
    expect(url().searchParams.getAll('filter')).toEqual(['to||$eq||a@b.co']);
  });
});
