// Self-service from the profile: bank details waiting for approval (and withdrawing them), and asking for new ones
// with the NUBAN check done before anything is sent.
import { staffProfileFixture } from '@crewbase/domain/testing';
import type { BankDetailChange, StaffProfile } from '@crewbase/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const pending: BankDetailChange = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  staff: { id: 's-1', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' },
  status: 'PENDING',
  from: staffProfileFixture.bankDetails,
  to: { bank: { code: '058', name: 'Guaranty Trust Bank' }, accountNumber: '3001122330', accountName: 'Adaeze Nwosu' },
  decisionNote: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const withPending: StaffProfile = { ...staffProfileFixture, pendingBankChange: pending };

describe('bank details on the profile', () => {
  it('shows a change waiting for approval beside the details on file, and withdraws it after asking', async () => {
    let profile: StaffProfile = withPending;
    const { requests } = stubApi({
      'GET staff/auth/profile': () => json(200, profile),
      [`PATCH staff/bank-detail-change/withdraw/${pending.id}`]: () => {
        profile = staffProfileFixture;
        return json(200, { ...pending, status: 'WITHDRAWN', history: [] });
      },
    });
    renderApp('/staff/profile', { signedIn: true });
    const user = userEvent.setup();

    const waiting = await screen.findByText(/Waiting for approval since 20 November 2026: Guaranty Trust Bank · 3001122330/);
    expect(screen.getByText('1234567895')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change bank details' })).not.toBeInTheDocument();

    await user.click(within(waiting.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw change' }));
    expect(await screen.findByText('Your bank-detail change has been withdrawn. Your bank details stay as they are.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH' && r.path.startsWith('staff/bank-detail-change/withdraw/'))).toBe(true);
    expect(await screen.findByRole('link', { name: 'Change bank details' })).toBeInTheDocument();
  });

  it('refuses an account number failing the NUBAN check before sending, then sends a good one for approval', async () => {
    const { requests } = stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET public/banks': json(200, [
        { id: 'b-1', name: 'Access Bank', code: '044' },
        { id: 'b-2', name: 'Guaranty Trust Bank', code: '058' },
      ]),
      'POST staff/bank-detail-change': json(201, { ...pending, history: [] }),
    });
    renderApp('/staff/profile/bank-details', { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('combobox', { name: /Bank/ }));
    await user.click(await screen.findByRole('option', { name: 'Guaranty Trust Bank' }));
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '3001122331');
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Adaeze Nwosu');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText('This account number does not pass the NUBAN check for the chosen bank: check both.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Account number/ }));
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '3001122330');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ bankCode: '058', accountNumber: '3001122330', accountName: 'Adaeze Nwosu' });
    expect(await screen.findByText(/Your new bank details were sent for approval/)).toBeInTheDocument();
  });
});
