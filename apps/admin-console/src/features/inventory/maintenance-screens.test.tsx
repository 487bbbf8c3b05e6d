import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ids, maintenance, page, vendor } from './inventory-test-data';

const API = '/admin/inventory';
const nextYear = new Date().getFullYear() + 1;

describe('Maintenance', { timeout: 60_000 }, () => {
  it('sends a flagged item to a vendor with the date it is expected back', async () => {
    let answer = maintenance('PENDING');
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${API}/vendor`]: page([vendor]),
      [`GET ${API}/maintenance-request/${ids.maintenance}`]: () => json(answer),
      [`PATCH ${API}/maintenance-request/send-for-maintenance/${ids.maintenance}`]: () => {
        answer = maintenance('IN_PROGRESS', { expectedReturnDate: `${nextYear}-01-15` });
        return json(answer);
      },
    });
    renderApp(`/admin/inventory/maintain/${ids.maintenance}/send`, { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send for maintenance' }, { timeout: 20_000 }));
    expect(await screen.findByText('Choose the vendor.')).toBeInTheDocument();
    expect(screen.getByText('Choose the date it is expected back.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: vendor.name }));
    await user.click(within(screen.getByRole('group', { name: /Expected back on/ })).getAllByRole('spinbutton')[0]);
    await user.keyboard(`1501${nextYear}`);
    await user.click(screen.getByRole('button', { name: 'Send for maintenance' }));

    expect(await screen.findByText(`Ticket printer sent to ${vendor.name} for maintenance.`, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await callsTo(`PATCH ${API}/maintenance-request/send-for-maintenance/${ids.maintenance}`)[0].json()).toEqual({
      vendorId: vendor.id,
      expectedReturnDate: `${nextYear}-01-15`,
    });
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });

  it('shows an overdue item plainly, and completes it with its cost: the item is back in service', async () => {
    let answer = maintenance('IN_PROGRESS', { overdue: true, expectedReturnDate: '2026-01-05' });
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${API}/maintenance-request/${ids.maintenance}`]: () => json(answer),
      [`PATCH ${API}/maintenance-request/complete/${ids.maintenance}`]: () => {
        answer = maintenance('COMPLETED', { cost: '25000.00', completionNotes: 'New roller', turnaroundDays: 6 });
        return json(answer);
      },
    });
    renderApp(`/admin/inventory/maintain/${ids.maintenance}`, { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByText(/Overdue: Lagos Office Supplies was to return it by Mon 5 January 2026\./, {}, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this maintenance' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Cost (₦)' }), 'about 25k');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Cost (₦)' })).toHaveAccessibleDescription('Enter the cost in naira, e.g. 25000 or 25000.50.'));
    expect(callsTo(`PATCH ${API}/maintenance-request/complete/${ids.maintenance}`)).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Cost (₦)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Cost (₦)' }), '25000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'New roller');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Maintenance completed for ₦25,000.00: Ticket printer is back in service.')).toBeInTheDocument();
    expect(await callsTo(`PATCH ${API}/maintenance-request/complete/${ids.maintenance}`)[0].json()).toEqual({ cost: '25000', notes: 'New roller' });
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });
});
