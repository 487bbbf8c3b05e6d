// Every request endpoint is described in the OpenAPI document, with its body schema and bearer security.
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('request endpoints in /api/docs', () => {
  it('lists each call of the contract', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>> = response.json().paths;
    const expected: Array<[string, string]> = [
      ['get', '/api/staff/leave-request'],
      ['get', '/api/staff/leave-request/leave-balance'],
      ['post', '/api/staff/leave-request'],
      ['patch', '/api/staff/leave-request/{id}'],
      ['patch', '/api/staff/leave-request/withdraw/{id}'],
      ['patch', '/api/admin/leave-request/approve/{id}'],
      ['patch', '/api/admin/leave-request/reject/{id}'],
      ['patch', '/api/admin/leave-request/cancel/{id}'],
      ['get', '/api/admin/leave-request/leave-balance/{id}'],
      ['delete', '/api/admin/leave-request/{id}'],
      ['get', '/api/staff/loan-request/loan-balance'],
      ['patch', '/api/staff/loan-request/withdraw/{id}'],
      ['patch', '/api/admin/loan-request/approve/{id}'],
      ['patch', '/api/admin/loan-request/decline/{id}'],
      ['patch', '/api/admin/loan-request/disburse/{id}'],
      ['patch', '/api/admin/loan-request/{id}/repayment-plan/set-to-paid'],
      ['get', '/api/admin/loan-request/loan-balance/{id}'],
      ['post', '/api/staff/medical-assistance'],
      ['patch', '/api/staff/medical-assistance/withdraw/{id}'],
      ['patch', '/api/admin/medical-assistance/approve/{id}'],
      ['patch', '/api/admin/medical-assistance/decline/{id}'],
      ['patch', '/api/admin/medical-assistance/disburse/{id}'],
      ['post', '/api/admin/payment-requests'],
      ['patch', '/api/admin/payment-requests/approve/{id}'],
      ['patch', '/api/admin/payment-requests/deny/{id}'],
      ['patch', '/api/admin/payment-requests/disburse/{id}'],
      ['delete', '/api/admin/payment-requests/{id}'],
      ['get', '/api/admin/request-settings'],
      ['patch', '/api/admin/request-settings'],
    ];
    for (const [method, path] of expected) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(paths[path][method].security).toEqual([{ bearerAuth: [] }]);
    }
    expect(paths['/api/staff/loan-request']['post'].requestBody).toBeDefined();
  });
});
