import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { page, summaryOf, VI } from './schedule-test-data';

const weekAsked = (request: Request) => new URL(request.url).searchParams.get('week');

describe('ScheduleOverviewScreen', () => {
  it('shows each location by weekday, Sunday first, and moves between weeks across the new year', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/schedule/location': (request) => {
        const week = weekAsked(request)!;
        return json(page([summaryOf(week, week === '2025-12-28' ? { wednesday: 3, thursday: 1 } : { monday: 2 })]));
      },
    });
    renderApp('/admin/staff-schedule?week=2025-12-28', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of 28 Dec 2025 – 3 Jan 2026' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Shifts per location and day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Location', 'Sun 28 Dec', 'Mon 29 Dec', 'Tue 30 Dec', 'Wed 31 Dec', 'Thu 1 Jan', 'Fri 2 Jan', 'Sat 3 Jan', 'Staff', 'Actions',
    ]);
    // The table and its headers show while the week's rows load.
    expect(await within(table).findByRole('link', { name: VI.name })).toHaveAttribute('href', `/admin/staff-schedule/location/2025-12-28/${VI.id}`);
    expect(within(table).getByRole('link', { name: `${VI.name}, Wednesday 31 December: 3 shifts` })).toHaveAttribute(
      'href',
      `/admin/staff-schedule/location/2025-12-28/wednesday/${VI.id}`,
    );
    expect(within(table).getByRole('link', { name: `${VI.name}, Thursday 1 January: 1 shift` })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: `Actions for ${VI.name}` }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['View week', 'Add shifts']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of 4–10 Jan 2026' })).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: `${VI.name}, Monday 5 January: 2 shifts` })).toHaveAttribute(
      'href',
      `/admin/staff-schedule/location/2026-01-04/monday/${VI.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of 28 Dec 2025 – 3 Jan 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of 21–27 Dec 2025' })).toBeInTheDocument();
    // Each week is asked for by its Sunday key, across the year boundary both ways.
    expect(callsTo('GET /admin/schedule/location').map(weekAsked)).toEqual(expect.arrayContaining(['2025-12-28', '2026-01-04', '2025-12-21']));
    expect(callsTo('GET /admin/schedule/location').map(weekAsked).at(-1)).toBe('2025-12-21');
  }, 60_000);

  it('says so when no location matches the search, and offers no "Add" to a role that may only read', async () => {
    const reader = {
      ...adminProfileFixture,
      role: { id: 'r-2', name: 'Viewer', displayName: 'Viewer', permissions: [{ id: 'p-1', name: 'read', tableName: 'schedule', description: null }] },
    };
    mockApi({
      'GET /admin/auth/profile': () => json(reader),
      'GET /admin/schedule/location': (request) =>
        json(page(new URL(request.url).searchParams.getAll('filter').length ? [] : [summaryOf('2025-12-28', {})])),
    });
    renderApp('/admin/staff-schedule?week=2025-12-28', { signedIn: true });

    await screen.findByRole('link', { name: VI.name });
    // The role is known once the header shows who is signed in.
    await screen.findByRole('button', { name: /Grace Mensah/ });
    expect(screen.queryByRole('link', { name: 'Add schedule by location' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search locations' }), 'Lekki{Enter}');
    expect(await screen.findByText('No locations match')).toBeInTheDocument();
  }, 60_000);
});
