import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ids, page, paper, procurement, toner, vendor } from './inventory-test-data';

const API = '/admin/inventory';

describe('New procurement', { timeout: 60_000 }, () => {
  it('checks every line before sending, keeps a live total, and sends the lines the total was made of', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${API}/vendor`]: page([vendor]),
      [`GET ${API}/stock-item`]: page([paper, toner]),
      [`POST ${API}/procurement`]: () => json(procurement('PENDING'), 201),
      [`GET ${API}/procurement/${ids.procurement}`]: () => json(procurement('PENDING')),
    });
    renderApp('/admin/inventory/procure/procurements-create', { signedIn: true });
    const user = userEvent.setup();

    // Nothing chosen: each missing piece is said on its own field, and nothing is sent.
    await user.click(await screen.findByRole('button', { name: 'Raise procurement' }, { timeout: 20_000 }));
    expect(await screen.findByText('Choose a vendor.')).toBeInTheDocument();
    expect(screen.getByText('Choose a stock item.')).toBeInTheDocument();
    expect(callsTo(`POST ${API}/procurement`)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: vendor.name }));

    // Line 1: the item's last cost fills in, and the line and the total follow the quantity.
    await user.type(screen.getByRole('combobox', { name: 'Item, line 1' }), 'Printer');
    await user.click(await screen.findByRole('option', { name: /Printer paper/ }));
    expect(screen.getByRole('textbox', { name: 'Unit cost (₦), line 1' })).toHaveValue('2500.00');
    await user.clear(screen.getByRole('textbox', { name: 'Quantity, line 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity, line 1' }), '10');
    expect(screen.getByText('Total: ₦25,000.00')).toBeInTheDocument();

    // Line 2 with a cost the API would refuse: said beside the field before sending.
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByRole('combobox', { name: 'Item, line 2' }), 'Toner');
    await user.click(await screen.findByRole('option', { name: /Toner cartridge/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Quantity, line 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity, line 2' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Unit cost (₦), line 2' }), '5000.001');
    await user.click(screen.getByRole('button', { name: 'Raise procurement' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Unit cost (₦), line 2' })).toHaveAccessibleDescription('Use at most two decimal places (the smallest unit is 0.01).'),
    );
    expect(callsTo(`POST ${API}/procurement`)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Unit cost (₦), line 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Unit cost (₦), line 2' }), '5000');
    expect(within(screen.getByRole('group', { name: 'Line 2' })).getByText('₦10,000.00')).toBeInTheDocument();
    expect(screen.getByText('Total: ₦35,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Raise procurement' }));
    expect(await screen.findByText(`Procurement raised with ${vendor.name} for ₦35,000.00.`, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await callsTo(`POST ${API}/procurement`)[0].json()).toEqual({
      vendorId: vendor.id,
      note: null,
      lines: [
        { stockItemId: paper.id, quantity: 10, unitCost: '2500.00' },
        { stockItemId: toner.id, quantity: 2, unitCost: '5000' },
      ],
    });
  });
});
