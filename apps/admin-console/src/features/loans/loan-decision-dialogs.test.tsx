import { ApiError } from '@crewbase/api-client';
import { CrewbaseThemeProvider } from '@crewbase/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { LoanApproveDialog } from './loan-approve-dialog';
import { LoanDisburseDialog } from './loan-disburse-dialog';

const staff = { id: 's1', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const loan = { staff, amountRequested: '150000.00', amount: null, repaymentMonths: 6 };

const renderInTheme = (ui: React.ReactElement) => render(<CrewbaseThemeProvider look="admin">{ui}</CrewbaseThemeProvider>);

function renderApprove(onSubmit = vi.fn(async () => undefined)) {
  const onSucceeded = vi.fn();
  const onFailed = vi.fn();
  renderInTheme(
    <LoanApproveDialog open loan={loan} maxRepaymentMonths={12} onClose={vi.fn()} onSubmit={onSubmit} onSucceeded={onSucceeded} onFailed={onFailed} />,
  );
  return { onSubmit, onSucceeded, onFailed, user: userEvent.setup() };
}

const approveButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve loan' });

describe('LoanApproveDialog', () => {
  it('starts from the request and approves the amount and installments the admin settles on', async () => {
    const { onSubmit, onSucceeded, user } = renderApprove();
    expect(screen.getByLabelText(/Approved amount/)).toHaveValue('150000.00');
    expect(screen.getByRole('status')).toHaveTextContent('Repaid in 6 monthly installments of ₦25,000.00.');

    await user.clear(screen.getByLabelText(/Approved amount/));
    await user.type(screen.getByLabelText(/Approved amount/), '100000');
    await user.clear(screen.getByLabelText(/Monthly installments/));
    await user.type(screen.getByLabelText(/Monthly installments/), '4');
    expect(screen.getByRole('status')).toHaveTextContent('Repaid in 4 monthly installments of ₦25,000.00.');
    await user.click(approveButton());

    expect(onSubmit).toHaveBeenCalledWith({ amount: '100000', repaymentMonths: 4 });
    expect(onSucceeded).toHaveBeenCalled();
  });

  it('refuses an amount above the request, and installments that are not a whole number from 1 to the ceiling', async () => {
    const { onSubmit, user } = renderApprove();
    const amount = screen.getByLabelText(/Approved amount/);
    const months = screen.getByLabelText(/Monthly installments/);

    await user.clear(amount);
    await user.type(amount, '150000.01');
    await user.clear(months);
    await user.type(months, '0');
    await user.click(approveButton());
    expect(await screen.findByText('Approve at most the ₦150,000.00 requested.')).toBeInTheDocument();
    expect(screen.getByText('Repay over at least 1 month.')).toBeInTheDocument();

    await user.clear(amount);
    await user.click(approveButton());
    expect(await screen.findByText('Enter the amount to approve.')).toBeInTheDocument();

    await user.type(amount, '12.345');
    await user.clear(months);
    await user.type(months, '2.5');
    await user.click(approveButton());
    expect(await screen.findByText('Use at most two decimal places (the smallest unit is 0.01).')).toBeInTheDocument();
    expect(screen.getByText('Use a whole number of months.')).toBeInTheDocument();

    await user.clear(months);
    await user.type(months, '13');
    await user.click(approveButton());
    expect(await screen.findByText('Repay over at most 12 months.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s field message beside the field, and hands a conflict back to the panel', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Invalid input', details: [{ path: 'repaymentMonths', message: 'Loans run for at most 12 months.' }] }),
      )
      .mockRejectedValueOnce(new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'This loan is declined, so it cannot be approved.' }));
    const { onFailed, onSucceeded, user } = renderApprove(onSubmit);

    await user.click(approveButton());
    expect(await screen.findByText('Loans run for at most 12 months.')).toBeInTheDocument();
    expect(onFailed).not.toHaveBeenCalled();

    await user.click(approveButton());
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 409 })));
    expect(onSucceeded).not.toHaveBeenCalled();
  });
});

describe('LoanDisburseDialog', () => {
  const approved = { ...loan, amount: '100000.00', repaymentMonths: 3 };

  it('shows the plan it will create (on the first due date’s day each month) and disburses one month on', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onSucceeded = vi.fn();
    renderInTheme(
      <LoanDisburseDialog open loan={approved} today="2026-01-31" onClose={vi.fn()} onSubmit={onSubmit} onSucceeded={onSucceeded} onFailed={vi.fn()} />,
    );
    expect(screen.getByText('Pay ₦100,000.00 to Adaeze Nwosu, repaid in 3 monthly installments.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Repayment plan to be created' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '128 Feb 2026₦33,333.34',
      '228 Mar 2026₦33,333.33',
      '328 Apr 2026₦33,333.33',
    ]);

    await userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disburse' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstDueDate: '2026-02-28' });
    expect(onSucceeded).toHaveBeenCalled();
  });

  it('hands a refusal it cannot place on a field back to the panel', async () => {
    const onFailed = vi.fn();
    const conflict = new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'This loan is disbursed, so it cannot be disbursed.' });
    renderInTheme(
      <LoanDisburseDialog open loan={approved} today="2026-01-31" onClose={vi.fn()} onSubmit={() => Promise.reject(conflict)} onSucceeded={vi.fn()} onFailed={onFailed} />,
    );
    await userEvent.setup().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disburse' }));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith(conflict));
  });
});
