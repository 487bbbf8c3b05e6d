import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADAEZE, IBRAHIM, locationWeekOf, page, shiftOf, VI } from './schedule-test-data';

const WEEK = '2026-11-22';
const params = (request: Request) => new URL(request.url).searchParams;

describe('LocationDayScreen', () => {
  it("searches the day's staff on the server and deletes a shift after confirming", async () => {
    const shifts = [shiftOf(WEEK, 'monday', '07:00', '15:00', ADAEZE), shiftOf(WEEK, 'monday', '22:00', '06:00', IBRAHIM)];
    let deleted = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/schedule/week': () => json(locationWeekOf(WEEK, shifts)),
      'GET /admin/schedule/day': (request) => {
        const search = params(request).get('search')?.toLowerCase();
        const rows = shifts
          .filter((shift) => !(deleted && shift.staff.id === IBRAHIM.id))
          .filter((shift) => !search || shift.staff.fullName.toLowerCase().includes(search) || shift.staff.staffId.toLowerCase().includes(search));
        return json(page(rows));
      },
      [`DELETE /admin/schedule/day/${shifts[1].id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderApp(`/admin/staff-schedule/location/${WEEK}/monday/${VI.id}`, { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Day Schedule' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: VI.name })).toBeInTheDocument();
    expect(screen.getByText('Monday 23 November 2026')).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Shifts on Monday 23 November 2026' });
    expect(await within(grid).findByText('Ibrahim Musa')).toBeInTheDocument();
    expect(within(grid).getByText('06:00 (next day)')).toBeInTheDocument();
    const first = params(callsTo('GET /admin/schedule/day')[0]);
    expect([first.get('week'), first.get('dayOfWeek'), first.get('locationId'), first.get('page'), first.get('limit')]).toEqual([
      WEEK, 'monday', VI.id, '1', '10',
    ]);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search by name or staff ID' }), 'STF-0004{Enter}');
    await waitFor(() => expect(within(grid).queryByText('Adaeze Nwosu')).not.toBeInTheDocument());
    const searched = params(callsTo('GET /admin/schedule/day').at(-1)!);
    expect(searched.get('search')).toBe('STF-0004');
    expect(searched.getAll('filter')).toEqual([]);

    await user.click(within(grid).getByRole('button', { name: 'Actions for Ibrahim Musa' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this shift?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete shift' }));
    expect(await screen.findByText("Ibrahim Musa's shift was deleted.")).toBeInTheDocument();
    expect(await within(grid).findByText('Nobody matches')).toBeInTheDocument();
  }, 60_000);
});
