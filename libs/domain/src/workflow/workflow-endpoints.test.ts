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

  it('offers the request decisions in bulk under the single decision\'s permission, and checks the ids and the note', () => {
    expect(leaveEndpoints.bulk).toMatchObject({ method: 'POST', path: '/api/admin/leave-request/bulk/:action', access: { area: 'admin', permission: { resource: 'leave-request', action: 'approve' } } });
    expect(loanEndpoints.bulk.params.safeParse({ action: 'decline' }).success).toBe(true);
    expect(loanEndpoints.bulk.params.safeParse({ action: 'disburse' }).success).toBe(false);
    expect(paymentRequestEndpoints.bulk.path).toBe('/api/admin/payment-requests/bulk/:action');
    const id = '7b0d6c1e-4a4b-4c4e-9d3a-1f2e3d4c5b6a';
    expect(leaveEndpoints.bulk.body.safeParse({ ids: [id], note: 'Busy season' }).success).toBe(true);
    expect(leaveEndpoints.bulk.body.safeParse({ ids: [] }).error?.issues[0]?.message).toBe('Choose at least one record.');
    expect(leaveEndpoints.bulk.body.safeParse({ ids: Array.from({ length: 201 }, () => id) }).error?.issues[0]?.message).toBe('Decide at most 200 records at a time.');
    expect(leaveEndpoints.bulk.body.safeParse({ ids: ['nope'] }).error?.issues[0]).toMatchObject({ path: ['ids', 0], message: 'Not a valid id.' });
  });
});
