import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ids, page, paper, requisition } from './inventory-test-data';

const API = '/admin/inventory';

describe('Issuing items', { timeout: 60_000 }, () => {
  it('fulfils a requisition: shows what is in stock and what will be left, and never issues more than there is', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${API}/requisition/${ids.requisition}`]: () => json(requisition),
      [`PATCH ${API}/requisition/fulfil/${ids.requisition}`]: () => json({ ...requisition, status: 'Fulfilled' }),
    });
    renderApp(`/admin/inventory/issuance/create?requisitionId=${ids.requisition}`, { signedIn: true });
    const user = userEvent.setup();

    const paperField = await screen.findByRole('textbox', { name: 'Issue now: Printer paper' }, { timeout: 20_000 });
    // Five reams asked, three in stock: three offered, none left after.
    expect(paperField).toHaveValue('3');
    expect(paperField).toHaveAccessibleDescription('0 left in stock after this');
    expect(screen.getByRole('textbox', { name: 'Issue now: Toner cartridge' })).toHaveAccessibleDescription('6 left in stock after this');

    await user.clear(paperField);
    await user.type(paperField, '4');
    await user.click(screen.getByRole('button', { name: 'Issue and fulfil' }));
    expect(paperField).toHaveAccessibleDescription('Only 3 left of Printer paper.');
    expect(callsTo(`PATCH ${API}/requisition/fulfil/${ids.requisition}`)).toHaveLength(0);

    await user.clear(paperField);
    await user.type(paperField, '3');
    await user.click(screen.getByRole('button', { name: 'Issue and fulfil' }));
    expect(await screen.findByText('Issued 7 units to Ikeja Car Park: the requisition is fulfilled.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await callsTo(`PATCH ${API}/requisition/fulfil/${ids.requisition}`)[0].json()).toEqual({
      lines: [
        { lineId: ids.lineA, quantity: 3 },
        { lineId: ids.lineB, quantity: 4 },
      ],
    });
  });

  it('issues on its own: says what is in stock and what is left, and shows the refusal as the server words it', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${API}/stock-item`]: page([paper]),
      'GET /admin/location': page([{ id: ids.location, name: 'Ikeja Car Park', address: null, city: 'Lagos', staffCount: 4, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }]),
      'GET /admin/staff': page([]),
      [`POST ${API}/issuance`]: () => apiError(409, 'Only 3 left of Printer paper'),
    });
    renderApp('/admin/inventory/issuance/create', { signedIn: true });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('combobox', { name: 'Stock item' }, { timeout: 20_000 }), 'Printer');
    await user.click(await screen.findByRole('option', { name: /Printer paper · 3 ream in stock/ }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveAccessibleDescription('3 ream in stock; 2 left after this.');
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(quantity).toHaveAccessibleDescription('Only 3 ream in stock.');

    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'Ikeja Car Park' }));
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 left of Printer paper');
    expect(within(screen.getByRole('form', { name: 'Issue items' })).getByRole('alert')).toBeInTheDocument();
  });
});
