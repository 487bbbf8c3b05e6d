// "Add a correction" on the payslip screen: offered only on a slip of an approved or paid run, to a role that may
// create payroll records; it sends the adjustment for the slip's staff member, places the server's field message
// beside its field and confirms what was recorded.
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { payslipDetail, RUN_ID, SLIP_ID, STAFF } from './payroll-test-data';

const DETAIL = `GET /admin/payroll/${SLIP_ID}`;
const ADJUSTMENT = 'POST /admin/payroll/adjustment';
const readOnlyPayroll = {
  ...adminProfileFixture,
  role: { ...adminProfileFixture.role, name: 'Payroll Viewer', displayName: 'Payroll Viewer', permissions: [{ id: 'p1', name: 'read', tableName: 'payroll', description: null }] },
};
const onRun = (status: 'CALCULATED' | 'APPROVED' | 'PAID') => payslipDetail({ payRun: { id: RUN_ID, month: '2026-10', status } });

async function actionsOf(status: 'CALCULATED' | 'APPROVED' | 'PAID', profile: typeof adminProfileFixture = adminProfileFixture) {
  mockApi({ 'GET /admin/auth/profile': () => json(profile), [DETAIL]: () => json(onRun(status)) });
  renderApp(`/admin/payroll/${SLIP_ID}`, { signedIn: true });
  const actions = await screen.findByRole('region', { name: 'Actions' }, { timeout: 30_000 });
  return within(actions).queryByRole('button', { name: 'Add a correction' });
}

describe('Payslip correction', { timeout: 90_000 }, () => {
  it('is offered on a slip of an approved run to a role that may create payroll records', async () => {
    expect(await actionsOf('APPROVED')).toBeInTheDocument();
  });

  it('is offered on a slip of a paid run', async () => {
    expect(await actionsOf('PAID')).toBeInTheDocument();
  });

  it('is not offered while the run can still be recalculated', async () => {
    expect(await actionsOf('CALCULATED')).not.toBeInTheDocument();
  });

  it('is not offered to a role that may only read payroll', async () => {
    expect(await actionsOf('APPROVED', readOnlyPayroll)).not.toBeInTheDocument();
  });

  it("sends the correction for the slip's staff member, shows a refused amount beside its field, and confirms", async () => {
    let refused = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () => json(onRun('PAID')),
      [ADJUSTMENT]: async (request) => {
        const body = (await request.json()) as { amount: string; direction: string; reason: string };
        if (!refused) {
          refused = true;
          return apiError(400, 'Check the highlighted fields.', [{ path: 'amount', message: 'That amount is too large.' }]);
        }
        return json(
          { id: 'adj-1', staff: STAFF, amount: Number(body.amount).toFixed(2), direction: body.direction, reason: body.reason, payRunId: null, createdAt: '2026-11-02T10:00:00.000Z' },
          201,
        );
      },
    });
    renderApp(`/admin/payroll/${SLIP_ID}`, { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a correction' }, { timeout: 30_000 }));
    const dialog = screen.getByRole('dialog', { name: `Add a correction for ${STAFF.fullName}` });

    // The shared schema's own messages, before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Record correction' }));
    expect(await within(dialog).findByText('Choose whether the adjustment adds to or deducts from pay.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(callsTo(ADJUSTMENT)).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Recover (deduct)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '5000');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Overpaid transport allowance in October');
    await user.click(within(dialog).getByRole('button', { name: 'Record correction' }));

    // The server's word on the amount is said beside the amount.
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(await within(dialog).findByText('That amount is too large.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('That amount is too large.');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Record correction' }));
    expect(await screen.findByText(`Correction of −₦5,000.00 recorded for ${STAFF.fullName}: it will appear in their next pay run.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = callsTo(ADJUSTMENT);
    expect(calls).toHaveLength(2);
    expect(await calls[1].json()).toEqual({ staffId: STAFF.id, direction: 'DEDUCT', amount: '5000', reason: 'Overpaid transport allowance in October' });
  });

  it('reads an adjustment line from a later run with its reason', async () => {
    const slip = payslipDetail();
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () =>
        json({
          ...slip,
          lines: [
            ...slip.lines,
            { id: 'l6', kind: 'DEDUCTION', source: 'ADJUSTMENT', sourceId: 'adj-1', description: 'Adjustment: Overpaid transport allowance in October', amount: '5000.00', detail: { reason: 'Overpaid transport allowance in October' }, position: 6 },
          ],
        }),
    });
    renderApp(`/admin/payroll/${SLIP_ID}`, { signedIn: true });
    const lines = await screen.findByRole('table', { name: 'Payslip lines' }, { timeout: 30_000 });
    const rows = within(lines).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toContain('AdjustmentAdjustment: Overpaid transport allowance in October−₦5,000.00');
  });
});
