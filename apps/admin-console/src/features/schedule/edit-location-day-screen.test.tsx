import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADAEZE, IBRAHIM, locationWeekOf, shiftOf, VI } from './schedule-test-data';

const WEEK = '2026-11-22';
const CLASH = 'Ibrahim Musa (STF-0004) is already scheduled at Ikeja City Mall Car Park on Tuesday 24 November 2026, 05:00-13:00.';

describe('EditLocationDayScreen', () => {
  it("saves one person's new times and shows a clash under that person only", async () => {
    const shifts = [shiftOf(WEEK, 'monday', '07:00', '15:00', ADAEZE), shiftOf(WEEK, 'monday', '15:00', '23:00', IBRAHIM)];
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/schedule/week': () => json(locationWeekOf(WEEK, shifts)),
      [`PATCH /admin/schedule/day/${shifts[1].id}`]: () => json({ statusCode: 409, error: 'Conflict', message: CLASH }, 409),
    });
    renderApp(`/admin/staff-schedule/edit/location/${WEEK}/monday/${VI.id}`, { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Day Schedule' })).toBeInTheDocument();
    const ibrahim = await screen.findByRole('group', { name: 'Ibrahim Musa' });
    const save = within(ibrahim).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    // The shift's times show on the product's 24-hour clock: 15:00, not 03:00 PM.
    const start = within(ibrahim).getByRole('group', { name: 'Start time' });
    expect(start.parentElement?.querySelector('input')).toHaveValue('15:00');
    expect(start).not.toHaveTextContent(/AM|PM/);

    const user = userEvent.setup();
    await user.click(within(within(ibrahim).getByRole('group', { name: 'End time' })).getAllByRole('spinbutton')[0]);
    await user.keyboard('0700');
    expect(within(ibrahim).getByText('Ends the next day')).toBeInTheDocument();
    await user.click(save);

    expect(await within(ibrahim).findByRole('alert')).toHaveTextContent(CLASH);
    expect(within(screen.getByRole('group', { name: 'Adaeze Nwosu' })).queryByRole('alert')).not.toBeInTheDocument();
    const [sent] = callsTo(`PATCH /admin/schedule/day/${shifts[1].id}`);
    expect(await sent.json()).toEqual({ locationId: VI.id, dayOfWeek: 'monday', startTime: '15:00', endTime: '07:00' });
  }, 60_000);
});
