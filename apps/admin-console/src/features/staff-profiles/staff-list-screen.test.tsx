import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { stubResizeObserver } from '../../testing/stub-resize-observer';

beforeEach(() => stubResizeObserver());

const row = {
  id: '7d8f4a52-0f1e-4b8e-9d55-0c1c7b8f6a11', staffId: 'STF-0007', firstName: 'Yaw', lastName: 'Boateng', fullName: 'Yaw Boateng',
  email: 'yaw@crewbase.test', status: 'Suspended', department: { id: 'd-1', name: 'Operations' }, jobTitleName: 'Cashier',
  createdAt: '2026-02-03T10:00:00.000Z',
};

describe('Staff list', () => {
  it('opens a shared link with its filters, sort and page, and asks the API for exactly that', async () => {
    const api = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/staff': () => json({ data: [row], count: 1, total: 11, page: 2, pageCount: 2 }),
      'GET /admin/staff/status-counts': () => json({ counts: { Active: 40, Pending: 2, Suspended: 11, Resigned: 0, Terminated: 1 }, total: 54 }),
    });
    renderApp('/admin/profiles/staffs?filter=status:eq:Suspended&sort=fullName:asc&page=2&from=2026-02-01', { signedIn: true });

    const grid = await screen.findByRole('grid', { name: 'Staff' }, { timeout: 15_000 });
    expect(await within(grid).findByText('Yaw Boateng')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
    // The status shows as its pressed button (with the count under the other filters), the rest as removable chips.
    expect(chips.map((chip) => chip.textContent)).toEqual(['Created from 1 Feb 2026']);
    const statuses = screen.getByRole('group', { name: 'Filter by status' });
    expect(await within(statuses).findByRole('button', { name: 'Suspended (11)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(statuses).getByRole('button', { name: 'All (54)' })).toHaveAttribute('aria-pressed', 'false');
    // The counts take the list's filters but the status one.
    expect(new URL(api.callsTo('GET /admin/staff/status-counts')[0].url).searchParams.getAll('filter')).toEqual(['createdAt||$gte||2026-02-01T00:00:00']);

    const sent = new URL(api.callsTo('GET /admin/staff')[0].url).searchParams;
    expect(sent.getAll('filter')).toEqual(['status||$eq||Suspended', 'createdAt||$gte||2026-02-01T00:00:00']);
    expect(sent.getAll('sort')).toEqual(['fullName,ASC']);
    expect(sent.get('page')).toBe('2');
  }, 30_000);

  it('offers only the row actions the state allows', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/staff': () => json({ data: [{ ...row, status: 'Terminated' }], count: 1, total: 1, page: 1, pageCount: 1 }),
    });
    renderApp('/admin/profiles/staffs', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Yaw Boateng' }, { timeout: 15_000 }));
    expect(screen.getByRole('menuitem', { name: 'View' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('menuitem', { name: 'Terminate' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
  }, 30_000);

  it('exports exactly what the filters show and saves the file it names', async () => {
    const api = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/staff': () => json({ data: [row], count: 1, total: 1, page: 1, pageCount: 1 }),
      'GET /admin/staff/export': () =>
        new Response('Staff export\r\nFilters: status is Suspended\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="staff-2026-11-23.csv"', 'x-row-count': '1' },
        }),
    });
    const saved: HTMLAnchorElement[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:staff'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    renderApp('/admin/profiles/staffs?filter=status:eq:Suspended&sort=fullName:asc&page=2', { signedIn: true });

    // Export waits for the list: there is nothing to export until its rows have arrived.
    const exportButton = await screen.findByRole('button', { name: 'Export' }, { timeout: 15_000 });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await userEvent.click(exportButton);
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV (.csv)' }));

    expect(await screen.findByText('Downloaded staff-2026-11-23.csv (1 row).')).toBeInTheDocument();
    const sent = new URL(api.callsTo('GET /admin/staff/export')[0].url).searchParams;
    expect(sent.get('format')).toBe('csv');
    expect(sent.getAll('filter')).toEqual(['status||$eq||Suspended']);
    expect(sent.getAll('sort')).toEqual(['fullName,ASC']);
    expect(sent.has('page')).toBe(false);
    expect(saved.map((link) => [link.download, link.href])).toEqual([['staff-2026-11-23.csv', 'blob:staff']]);
    click.mockRestore();
  }, 30_000);
});
