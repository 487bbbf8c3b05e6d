import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const at = '2026-01-01T00:00:00.000Z';
const annual = { id: '0b7f1d1e-0000-4000-8000-000000000001', code: 'ANNUAL', name: 'Annual', entitlementDays: 20, paid: true, documentRequired: false, countsAgainstBalance: true, proRated: true, active: true, createdAt: at, updatedAt: at };
const unpaid = { ...annual, id: '0b7f1d1e-0000-4000-8000-000000000006', code: 'UNPAID', name: 'Unpaid', entitlementDays: 0, paid: false, countsAgainstBalance: false, proRated: false };
const page = (rows: unknown[]) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: 1 });
const year = new Date().getUTCFullYear();

describe('Settings > Leave Types', () => {
  it('lists the types with their rules, and adds one, showing the server’s refusal beside the name', { timeout: 45_000 }, async () => {
    let taken = true;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/leave-type': () => json(page([annual, unpaid])),
      'POST /admin/leave-type': async (request) => {
        if (taken) {
          taken = false;
          return apiError(409, 'A leave type named "Unpaid" already exists.', [{ path: 'name', message: 'A leave type named "Unpaid" already exists.' }]);
        }
        return json({ ...unpaid, id: 'new', code: null, ...(await request.json()) }, 201);
      },
    });
    renderApp('/admin/settings/leave-types', { signedIn: true });
    const grid = await screen.findByRole('grid', { name: 'Leave types' }, { timeout: 20_000 });
    const unpaidRow = (await within(grid).findByText('Unpaid')).closest('[role="row"]') as HTMLElement;
    expect(unpaidRow).toHaveTextContent('Unpaid0NoNoNoNoActive');

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Add leave type' }));
    const form = await screen.findByRole('form', { name: 'Add leave type' }, { timeout: 20_000 });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Unpaid');
    await user.type(within(form).getByRole('spinbutton', { name: /Entitlement/ }), '30');
    await user.click(within(form).getByRole('checkbox', { name: /supporting document/ }));
    await user.click(within(form).getByRole('button', { name: 'Add leave type' }));
    expect(await within(form).findByText('A leave type named "Unpaid" already exists.')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /Name/ }));
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Sabbatical');
    await user.click(within(form).getByRole('button', { name: 'Add leave type' }));
    expect(await screen.findByText('Sabbatical leave was added.')).toBeInTheDocument();
    expect(await callsTo('POST /admin/leave-type')[1].json()).toEqual({
      name: 'Sabbatical', entitlementDays: 30, paid: true, documentRequired: true, countsAgainstBalance: true, proRated: false,
    });
  });
});

describe('Settings > Public Holidays', () => {
  it('lists the year’s holidays and deletes one after confirming', { timeout: 45_000 }, async () => {
    let holidays = [
      { id: 'h1', date: `${year}-12-25`, name: 'Christmas Day', createdAt: at, updatedAt: at },
      { id: 'h2', date: `${year}-12-26`, name: 'Boxing Day', createdAt: at, updatedAt: at },
    ];
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/public-holiday': () => json(holidays),
      'DELETE /admin/public-holiday/h2': () => {
        holidays = holidays.filter((h) => h.id !== 'h2');
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/admin/settings/public-holidays', { signedIn: true });
    const table = await screen.findByRole('table', { name: `Public holidays in ${year}` }, { timeout: 20_000 });
    expect(await within(table).findByText('Christmas Day')).toBeInTheDocument();
    expect(new URL(callsTo('GET /admin/public-holiday')[0].url).searchParams.get('year')).toBe(String(year));

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Delete Boxing Day' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Boxing Day?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Boxing Day was deleted.')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(table).queryByText('Boxing Day')).not.toBeInTheDocument());
    // The page stays hidden from assistive technology until the dialog has finished closing.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('form', { name: 'Add public holiday' })).toBeInTheDocument();
  });
});
