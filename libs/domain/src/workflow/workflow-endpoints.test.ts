// The action endpoints come from the workflow: one per action, in its actor's area, with the spec's paths and verbs.
import { loanEndpoints } from '../requests/loan.endpoints';
import { leaveEndpoints } from '../requests/leave.endpoints';
import { paymentRequestEndpoints } from '../requests/payment-requests.endpoints';

describe('workflowEndpoints', () => {
  it('gives each action its path, verb and access', () => {
    expect(leaveEndpoints.approve).toMatchObject({ method: 'PATCH', path: '/api/admin/leave-request/approve/:id', access: { area: 'admin', permission: { resource: 'leave-request', action: 'approve' } } });
    expect(leaveEndpoints.withdraw).toMatchObject({ method: 'PATCH', path: '/api/staff/leave-request/withdraw/:id', access: { area: 'staff' } });
    expect(leaveEndpoints.update).toMatchObject({ method: 'PATCH', path: '/api/staff/leave-request/:id', status: 200 });
    expect(leaveEndpoints.delete).toMatchObject({ method: 'DELETE', path: '/api/admin/leave-request/:id', status: 204, access: { permission: { action: 'delete' } } });
    expect(loanEndpoints.setInstallmentPaid.path).toBe('/api/admin/loan-request/:id/repayment-plan/set-to-paid');
    expect(paymentRequestEndpoints.disburse.path).toBe('/api/admin/payment-requests/disburse/:id');
  });

  it('checks each action with its own body, and a decision with just the optional note', () => {
    expect(loanEndpoints.approve.body.safeParse({ note: 'ok' }).success).toBe(false);
    expect(loanEndpoints.approve.body.safeParse({ amount: 100, repaymentMonths: 2 }).success).toBe(true);
    expect(leaveEndpoints.reject.body.safeParse(undefined).success).toBe(true);
    expect(leaveEndpoints.reject.body.safeParse({ note: 'x'.repeat(501) }).success).toBe(false);
  });
});
