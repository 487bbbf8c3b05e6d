import { siteManagerGrants } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const grant = (tableName: string, name: string) => ({ id: `${tableName}:${name}`, name, tableName, description: null });
const siteManager = {
  ...adminProfileFixture,
  role: { id: 'r-9', name: 'Site Manager', displayName: 'Site Manager', permissions: siteManagerGrants.map((g) => grant(g.tableName, g.name)) },
};
const empty = () => json({ data: [], count: 0, total: 0, page: 1, pageCount: 1 });

describe('Inventory for a site manager', { timeout: 60_000 }, () => {
  it('goes straight to the requisitions list, with no procure, issuance or maintenance to reach', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(siteManager),
      'GET /admin/inventory/requisition': empty,
      'GET /admin/inventory/requisition/status-counts': () => json({ Pending: 0, Fulfilled: 0, Denied: 0 }),
    });
    const { router } = renderApp('/admin/inventory', { signedIn: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inventory/requisitions'), { timeout: 20_000 });
    const tabs = await screen.findByRole('navigation', { name: 'Inventory' }, { timeout: 20_000 });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Requisitions']);
    expect(await screen.findByRole('link', { name: 'New requisition' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Inventory' })).toHaveAttribute('href', '/admin/inventory/requisitions');

    await router.navigate('/admin/inventory/procure');
    expect(await screen.findByText(/do not have access/i)).toBeInTheDocument();
  });

  it('raises a requisition with the locations and items its own lists give, needing no location or inventory read', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    mockApi({
      'GET /admin/auth/profile': () => json(siteManager),
      'GET /admin/inventory/requisition/locations': () => {
        seen.push('locations');
        return json({ data: [{ id: 'loc-1', name: 'Ikeja Car Park', address: null, city: 'Lagos', staffCount: 4, createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z' }], count: 1, total: 1, page: 1, pageCount: 1 });
      },
      'GET /admin/inventory/requisition/stock-items': () => {
        seen.push('stock-items');
        return empty();
      },
    });
    renderApp('/admin/inventory/requisitions/create', { signedIn: true });

    await user.click(await screen.findByRole('combobox', { name: /location/i }, { timeout: 20_000 }));
    expect(await screen.findByRole('option', { name: 'Ikeja Car Park' })).toBeInTheDocument();
    await waitFor(() => expect(seen).toEqual(expect.arrayContaining(['locations', 'stock-items'])));
    expect(screen.queryByText(/could not be listed|do not have access/i)).not.toBeInTheDocument();
  });
});
