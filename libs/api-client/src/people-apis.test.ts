import { setStoredLogin } from '@crewbase/auth';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { adminsApi } from './admins-api';
import { ApiError } from './api-error';
import { configureApiClient } from './configure-api-client';
import { departmentApi, rolesApi } from './organisation-api';
import { staffApi } from './staff-api';
import { API_URL, jsonBodyOf, jsonResponse, mockFetch } from './testing/fake-api';

const staffDetail = {
  id: '7d8f4a52-0f1e-4b8e-9d55-0c1c7b8f6a11', staffId: 'STF-0009', firstName: 'Grace', lastName: 'Mensah', fullName: 'Grace Mensah',
  email: 'grace@crewbase.test', phoneNumber: null, avatar: null, gender: null, dateOfBirth: null, address: null, status: 'Pending',
  department: null, jobTitle: null, jobTitleName: null, location: null, staffRole: null, dailySalary: 15000,
  bank: null, accountNumber: null, benefits: [], driverLicence: null, terminationReason: null, accountName: null, nextOfKin: { name: null, relationship: null, phoneNumber: null }, activated: false, invitation: null,
  dateJoined: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

function setUp(status: number, answer: unknown) {
  setStoredLogin('admin', { access_token: fakeAccessToken(600), refresh_token: 'r' });
  const fetchMock = mockFetch(() => jsonResponse(status, answer));
  configureApiClient({ baseUrl: API_URL, area: 'admin' });
  const request = () => fetchMock.mock.calls[0][0] as Request;
  return { request, fetchMock };
}

describe('people and settings endpoints', () => {
  it('terminate posts the reason to the spec path', async () => {
    const { request } = setUp(200, { ...staffDetail, status: 'Terminated', terminationReason: 'Gross misconduct' });
    const answer = await staffApi.terminate(staffDetail.id, { reason: '  Gross misconduct ' });
    expect(answer.status).toBe('Terminated');
    expect(new URL(request().url).pathname).toBe(`/api/admin/staff/terminate/${staffDetail.id}`);
    expect(jsonBodyOf(request())).toEqual({ reason: 'Gross misconduct' });
  });

  it('refuses a create the API would refuse, with the field named, before sending', async () => {
    const { fetchMock } = setUp(201, staffDetail);
    const error = await staffApi
      .create({ firstName: 'Grace', lastName: 'Mensah', email: 'grace@crewbase.test', departmentId: 'x', jobTitleId: 'x', locationId: 'x', staffRoleId: 'x', dailySalary: 1, bankCode: '044', accountNumber: '123' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors()).toMatchObject({ departmentId: 'Choose a department', accountNumber: 'Enter the 10-digit account number' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a taken email as a field error', async () => {
    setUp(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists.', details: [{ path: 'email', message: 'An account with this email already exists.' }] });
    const error = (await adminsApi
      .create({ firstName: 'Ada', lastName: 'Obi', email: 'ada@crewbase.test', roleId: '7d8f4a52-0f1e-4b8e-9d55-0c1c7b8f6a11' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.fieldErrors()).toEqual({ email: 'An account with this email already exists.' });
  });

  it('lists departments with the list query and the createdAt bound', async () => {
    const { request } = setUp(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 });
    await departmentApi.list({ filters: [{ field: 'name', operator: '$cont', value: 'ops' }], page: 2, limit: 10, sort: [] });
    const url = new URL(request().url);
    expect(url.pathname).toBe('/api/admin/department');
    expect(url.searchParams.getAll('filter')[0]).toBe('name||$cont||ops');
    expect(url.searchParams.get('page')).toBe('2');
  });

  it('replaces a role permission set with a PATCH', async () => {
    const role = { id: 'r1', name: 'Viewer', displayName: 'Viewer', isSuperAdmin: false, permissionCount: 0, userCount: 1, createdAt: 'x', updatedAt: 'x', permissions: [] };
    const { request } = setUp(200, role);
    await rolesApi.update('r1', { permissionIds: [] });
    expect(request().method).toBe('PATCH');
    expect(jsonBodyOf(request())).toEqual({ permissionIds: [] });
  });
});
