import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADAEZE, IBRAHIM, locationWeekOf, page, VI } from './schedule-test-data';

const WEEK = '2026-11-22';
const CLASH =
  'Ibrahim Musa (STF-0004) is already scheduled at Murtala Muhammed Airport Car Park on Tuesday 24 November 2026, 06:00-14:00.';

const staffRow = (person: typeof ADAEZE) => ({
  id: person.id, staffId: person.staffId, firstName: person.fullName.split(' ')[0], lastName: person.fullName.split(' ')[1],
  fullName: person.fullName, email: `${person.staffId}@crewbase.test`, status: 'Active', department: null, jobTitleName: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

async function pickStaff(group: HTMLElement, name: string) {
  const user = userEvent.setup();
  const input = within(group).getByRole('combobox', { name: /Staff member/ });
  await user.click(input);
  await user.type(input, name.split(' ')[0], { skipClick: true });
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('CreateByLocationScreen', () => {
  it("shows the server's clash message beside the row it concerns, and nowhere else", async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/schedule/week': () => json(locationWeekOf(WEEK)),
      'GET /admin/staff': (request) => {
        const filters = new URL(request.url).searchParams.getAll('filter').join(' ');
        return json(page([ADAEZE, IBRAHIM].filter((person) => filters.includes(person.fullName.split(' ')[0])).map(staffRow)));
      },
      'POST /admin/schedule/create-by-location': () =>
        json({ statusCode: 409, error: 'Conflict', message: CLASH, details: [{ path: 'shifts.1', message: CLASH }] }, 409),
    });
    renderApp(`/admin/staff-schedule/create/location?week=${WEEK}&locationId=${VI.id}`, { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Add Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Add Schedule');
    // Coming from the location's week, the location is already chosen.
    expect(await screen.findByDisplayValue(VI.name)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add shift on Monday' }));
    await pickStaff(screen.getByRole('group', { name: 'Monday shift 1' }), 'Adaeze Nwosu');
    await user.click(screen.getByRole('button', { name: 'Add shift on Tuesday' }));
    const tuesday = screen.getByRole('group', { name: 'Tuesday shift 1' });
    await pickStaff(tuesday, 'Ibrahim Musa');
    // Times are typed on the 24-hour clock: hours, then minutes.
    await user.click(within(within(tuesday).getByRole('group', { name: 'Start time' })).getAllByRole('spinbutton')[0]);
    await user.keyboard('2200');
    await user.click(within(within(tuesday).getByRole('group', { name: 'End time' })).getAllByRole('spinbutton')[0]);
    await user.keyboard('0600');
    expect(within(tuesday).getByText('Ends the next day')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await within(tuesday).findByText(CLASH)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Monday shift 1' })).queryByText(CLASH)).not.toBeInTheDocument();
    expect(screen.getAllByText(CLASH)).toHaveLength(1);
    expect(screen.getByText('One shift needs attention: see below.')).toBeInTheDocument();

    const [sent] = callsTo('POST /admin/schedule/create-by-location');
    expect(await sent.json()).toEqual({
      week: WEEK,
      locationId: VI.id,
      shifts: [
        { dayOfWeek: 'monday', staffId: ADAEZE.id, startTime: '08:00', endTime: '16:00' },
        { dayOfWeek: 'tuesday', staffId: IBRAHIM.id, startTime: '22:00', endTime: '06:00' },
      ],
    });
  }, 60_000);

  it('asks for a staff member in a row left empty, without sending anything', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/schedule/week': () => json(locationWeekOf(WEEK)),
      'GET /admin/staff': () => json(page([])),
    });
    renderApp(`/admin/staff-schedule/create/location?week=${WEEK}&locationId=${VI.id}`, { signedIn: true });
    await screen.findByDisplayValue(VI.name);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add shift on Friday' }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await within(screen.getByRole('group', { name: 'Friday shift 1' })).findByText('Choose a staff member.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST /admin/schedule/create-by-location')).toHaveLength(0));
  }, 60_000);
});
