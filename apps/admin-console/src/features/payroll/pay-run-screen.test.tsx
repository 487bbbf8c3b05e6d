import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { calculatedRun, page, payRunDetail, payslip, RUN_ID } from './payroll-test-data';

const DETAIL = `GET /admin/payroll/pay-run/${RUN_ID}`;
const CALCULATE = `PATCH /admin/payroll/pay-run/calculate/${RUN_ID}`;
const APPROVE = `PATCH /admin/payroll/pay-run/approve/${RUN_ID}`;
const MARK_PAID = `PATCH /admin/payroll/pay-run/mark-paid/${RUN_ID}`;
const slips = (rows = [payslip()]) => ({ 'GET /admin/payroll': () => json(page(rows)), 'GET /admin/payroll/status-counts': () => json({ PAID: 0, UNPAID: rows.length }) });

describe('PayRunScreen', { timeout: 90_000 }, () => {
  it('calculates a draft run and follows the calculation’s progress until it reports the payslips made', async () => {
    let calculated = false;
    let finished = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () => json(calculated ? calculatedRun({ calculateJobId: 'job-1' }) : payRunDetail()),
      [CALCULATE]: () => {
        calculated = true;
        return json(calculatedRun({ calculateJobId: 'job-1' }));
      },
      'GET /admin/jobs/job-1': () =>
        json({
          id: 'job-1', name: 'payroll.calculate', state: finished ? 'completed' : 'running', attempts: 1, maxAttempts: 3,
          progress: finished ? { done: 3, total: 3, message: 'Done' } : { done: 1, total: 3, message: 'Calculating payslips' },
          result: finished ? { staffInScope: 3, slips: 2, problems: 1 } : null, error: null,
          queuedAt: '2026-10-28T09:00:00.000Z', startedAt: '2026-10-28T09:00:00.000Z', finishedAt: finished ? new Date().toISOString() : null, runsAfter: null,
        }),
      ...slips(),
    });
    renderApp(`/admin/payroll/runs/${RUN_ID}`, { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 2, name: 'Pay run for October 2026' }, { timeout: 30_000 })).toBeInTheDocument();
    const actions = screen.getByRole('region', { name: 'Actions' });
    // A draft offers Calculate and Delete; nothing can be approved or paid before it is calculated.
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Calculate', 'Delete pay run']);
    await user.click(within(actions).getByRole('button', { name: 'Calculate' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Calculate this pay run?' })).getByRole('button', { name: 'Calculate' }));

    const calculation = await screen.findByRole('region', { name: 'Calculation' }, { timeout: 10_000 });
    expect(await within(calculation).findByText('1 of 3: Calculating payslips', {}, { timeout: 10_000 })).toBeInTheDocument();
    finished = true;
    expect(await within(calculation).findByText(/The calculation finished: 2 payslips, 1 person could not be paid/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(callsTo(CALCULATE)).toHaveLength(1);

    // Calculated: Recalculate, Approve and Delete; the problem is named per person; the schedules add up to the run.
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Recalculate', 'Approve', 'Delete pay run']);
    expect(screen.getByRole('table', { name: 'Problems per staff member' })).toHaveTextContent('Bola Ade (STF-0042)No bank account on file.');
    const schedules = screen.getByRole('table', { name: 'Bank transfer schedules' });
    expect(within(schedules).getAllByRole('row').at(-1)).toHaveTextContent('All banks2₦500,000.00');
  });

  it('names each account that fails the NUBAN check when an approval is refused', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () => json(calculatedRun()),
      [APPROVE]: () =>
        apiError(409, 'The pay run cannot be approved: 1 bank account fails the NUBAN check.', [{ path: 'accounts', message: 'Adaeze Nwosu (STF-0001): 0123456780 at Guaranty Trust Bank.' }]),
      ...slips(),
    });
    renderApp(`/admin/payroll/runs/${RUN_ID}`, { signedIn: true });
    const user = userEvent.setup();

    const actions = await screen.findByRole('region', { name: 'Actions' }, { timeout: 30_000 });
    await user.click(within(actions).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve this pay run?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Adaeze Nwosu \(STF-0001\): 0123456780 at Guaranty Trust Bank\./)).toBeInTheDocument();
  });

  it('marks an approved run paid with the payment reference, and then offers nothing more', async () => {
    let paid = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () => json(calculatedRun({ status: paid ? 'PAID' : 'APPROVED', paymentReference: paid ? 'OCT-2026-BATCH' : null })),
      [MARK_PAID]: () => {
        paid = true;
        return json(calculatedRun({ status: 'PAID', paymentReference: 'OCT-2026-BATCH', paidSlipCount: 2 }));
      },
      ...slips(),
    });
    renderApp(`/admin/payroll/runs/${RUN_ID}`, { signedIn: true });
    const user = userEvent.setup();

    const actions = await screen.findByRole('region', { name: 'Actions' }, { timeout: 30_000 });
    // Approved: locked, so no recalculating or deleting.
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark run as paid']);
    await user.click(within(actions).getByRole('button', { name: 'Mark run as paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this pay run as paid?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'OCT-2026-BATCH');
    await user.click(within(dialog).getByRole('button', { name: 'Mark run as paid' }));

    expect(await screen.findByText('Pay run marked as paid. Payslip mails are on their way.')).toBeInTheDocument();
    expect(await callsTo(MARK_PAID)[0].json()).toEqual({ paymentReference: 'OCT-2026-BATCH' });
    expect(await within(actions).findByText(/This pay run is paid: nothing in it changes/)).toBeInTheDocument();
  });
});
