// The four request endpoint groups of issue 3: paths, methods, bodies checked before sending, answers parsed.
import { setStoredLogin } from '@crewbase/auth';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { ApiError } from './api-error';
import { configureApiClient } from './configure-api-client';
import { leaveApi } from './leave-api';
import { listQuery } from './list-query';
import { loansApi } from './loans-api';
import { medicalApi } from './medical-api';
import { paymentRequestsApi } from './payment-requests-api';
import { API_URL, jsonBodyOf, jsonResponse, mockFetch } from './testing/fake-api';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const stamps = { decisionNote: null, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z', history: [] };
const leave = { id: 'l-1', staff, leaveType: { id: 'lt-annual', name: 'Annual', paid: true, documentRequired: false }, startDate: '2026-03-02', endDate: '2026-03-04', days: 3, reason: 'Family', status: 'PENDING', ...stamps };
const loan = {
  id: 'n-1', staff, amountRequested: '150000.00', amount: null, repaymentMonths: 6, reason: 'Rent', status: 'PENDING',
  disbursedAt: null, amountPaid: '0.00', amountOutstanding: '0.00', repaymentPlan: [], ...stamps,
};
const medical = { id: 'm-1', staff, amount: '25000.00', reason: 'Dental', documents: [], status: 'PENDING', paid: 'UNPAID', issuedAt: null, ...stamps };
const payment = { ...medical, id: 'p-1', category: 'Claims', description: 'Fuel', reason: undefined, documents: undefined };
const page = (row: unknown) => ({ data: [row], count: 1, total: 1, page: 1, pageCount: 1 });

function setUp(area: 'staff' | 'admin', answer: unknown, status = 200) {
  setStoredLogin(area, { access_token: fakeAccessToken(600, { area }), refresh_token: 'r' });
  const fetchMock = mockFetch(() => jsonResponse(status, answer));
  configureApiClient({ baseUrl: API_URL, area });
  const request = () => fetchMock.mock.calls[0][0] as Request;
  return { request, url: () => new URL(request().url), fetchMock };
}

describe('leaveApi', () => {
  it('lists the caller’s own leave, leaving the default order and createdAt bound to the API', async () => {
    const { url } = setUp('staff', page(leave));
    const answer = await leaveApi.staff.list(listQuery().page(2).build());
    expect(answer.data[0].days).toBe(3);
    expect(url().pathname).toBe('/api/staff/leave-request');
    expect(url().searchParams.getAll('sort')).toEqual([]);
    expect(url().searchParams.getAll('filter')).toEqual([]);
    expect(url().searchParams.get('page')).toBe('2');
  });

  it('reads the balance of a given year', async () => {
    const { url } = setUp('staff', { year: 2027, entitlement: 20, used: 0, pending: 3, remaining: 17 });
    await expect(leaveApi.staff.balance(2027)).resolves.toMatchObject({ remaining: 17 });
    expect(url().pathname).toBe('/api/staff/leave-request/leave-balance');
    expect(url().searchParams.get('year')).toBe('2027');
  });

  it('edits with PATCH and withdraws with PATCH withdraw/{id}', async () => {
    const edit = setUp('staff', leave);
    await leaveApi.staff.update('l-1', { startDate: '2026-03-02', endDate: '2026-03-04', reason: ' Family ' });
    expect(edit.request().method).toBe('PATCH');
    expect(edit.url().pathname).toBe('/api/staff/leave-request/l-1');
    expect(jsonBodyOf(edit.request())).toEqual({ startDate: '2026-03-02', endDate: '2026-03-04', reason: 'Family' });

    const withdraw = setUp('staff', { ...leave, status: 'WITHDRAWN' });
    await expect(leaveApi.staff.withdraw('l-1')).resolves.toMatchObject({ status: 'WITHDRAWN' });
    expect(withdraw.request().method).toBe('PATCH');
    expect(withdraw.url().pathname).toBe('/api/staff/leave-request/withdraw/l-1');
  });

  it('refuses a form with an empty reason before sending, as a field error', async () => {
    const { fetchMock } = setUp('staff', leave);
    const error = await leaveApi.staff.create({ startDate: '2026-03-02', endDate: '2026-03-04', reason: '  ' }).catch((e: unknown) => e);
    expect((error as ApiError).fieldErrors()).toEqual({ reason: 'Give a reason.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends admin decisions to their spec paths', async () => {
    const { request, url } = setUp('admin', { ...leave, status: 'REJECTED' });
    await leaveApi.admin.reject('l-1', { note: 'Peak season' });
    expect(request().method).toBe('PATCH');
    expect(url().pathname).toBe('/api/admin/leave-request/reject/l-1');
    expect(jsonBodyOf(request())).toEqual({ note: 'Peak season' });
  });
});

describe('loansApi', () => {
  it('approves with the amount granted and marks an installment paid', async () => {
    const approve = setUp('admin', { ...loan, status: 'APPROVED', amount: '100000.00' });
    await loansApi.admin.approve('n-1', { amount: 100000, repaymentMonths: 4 });
    expect(approve.url().pathname).toBe('/api/admin/loan-request/approve/n-1');
    expect(jsonBodyOf(approve.request())).toEqual({ amount: 100000, repaymentMonths: 4 });

    const paid = setUp('admin', { ...loan, status: 'REPAYMENT_IN_PROGRESS' });
    await loansApi.admin.setInstallmentPaid('n-1', { installmentId: '0b8e2a9c-1d2e-4f3a-8b4c-5d6e7f8a9b0c' });
    expect(paid.request().method).toBe('PATCH');
    expect(paid.url().pathname).toBe('/api/admin/loan-request/n-1/repayment-plan/set-to-paid');
  });

  it('reads the staff loan balance', async () => {
    const { url } = setUp('staff', { ceiling: '500000.00', outstanding: '0.00', committed: '150000.00', available: '350000.00', maxRepaymentMonths: 12 });
    await expect(loansApi.staff.balance()).resolves.toMatchObject({ available: '350000.00' });
    expect(url().pathname).toBe('/api/staff/loan-request/loan-balance');
  });
});

describe('medicalApi and paymentRequestsApi', () => {
  it('creates a medical request with the uploaded document keys', async () => {
    const { request, url } = setUp('staff', medical, 201);
    await medicalApi.staff.create({ amount: '25000', reason: 'Dental', documents: ['k1'] });
    expect(request().method).toBe('POST');
    expect(url().pathname).toBe('/api/staff/medical-assistance');
    expect(jsonBodyOf(request())).toEqual({ amount: '25000', reason: 'Dental', documents: ['k1'] });
  });

  it('denies a payment request and deletes one', async () => {
    const deny = setUp('admin', { ...payment, status: 'DENIED' });
    await expect(paymentRequestsApi.deny('p-1')).resolves.toMatchObject({ status: 'DENIED' });
    expect(deny.url().pathname).toBe('/api/admin/payment-requests/deny/p-1');

    const remove = setUp('admin', undefined, 204);
    await paymentRequestsApi.remove('p-1');
    expect(remove.request().method).toBe('DELETE');
  });

  it('passes on a 409 with the API’s message', async () => {
    setUp('staff', { statusCode: 409, error: 'Conflict', message: 'This request is approved, so it cannot be withdrawn (only when pending).' }, 409);
    await expect(medicalApi.staff.withdraw('m-1')).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/cannot be withdrawn/) });
  });
});
