import { currentWeekKey, todayIso, weekdayOf } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { formatDay } from '@crewbase/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADAEZE, IBRAHIM, locationWeekOf, shiftOf, VI } from './schedule-test-data';

describe('LocationWeekScreen', () => {
  it("lays out the location's week day by day with today marked, each day opening or editing on its own", async () => {
    const week = currentWeekKey();
    const today = weekdayOf(todayIso());
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/schedule/week': (request) => {
        const asked = new URL(request.url).searchParams.get('week')!;
        const shifts = [shiftOf(week, today, '07:00', '15:00', ADAEZE), shiftOf(week, today, '22:00', '06:00', IBRAHIM)];
        return json(locationWeekOf(asked, asked === week ? shifts : []));
      },
    });
    renderApp(`/admin/staff-schedule/location/${week}/${VI.id}`, { signedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: VI.name })).toBeInTheDocument();
    expect(screen.getByText('2 shifts this week')).toBeInTheDocument();
    const todayName = formatDay(todayIso());
    const todayCard = screen.getByRole('region', { name: todayName });
    expect(todayCard).toHaveAttribute('aria-current', 'date');
    expect(within(todayCard).getByText('Today')).toBeInTheDocument();
    expect(within(todayCard).getByText('Ibrahim Musa')).toBeInTheDocument();
    expect(within(todayCard).getByText('22:00-06:00 (next day)')).toBeInTheDocument();
    expect(screen.getAllByRole('region').filter((region) => region.getAttribute('aria-current') === 'date')).toHaveLength(1);
    expect(within(todayCard).getByRole('link', { name: `View ${todayName}` })).toHaveAttribute(
      'href',
      `/admin/staff-schedule/location/${week}/${today}/${VI.id}`,
    );
    expect(within(todayCard).getByRole('link', { name: `Edit ${todayName}` })).toHaveAttribute(
      'href',
      `/admin/staff-schedule/edit/location/${week}/${today}/${VI.id}`,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('0 shifts this week')).toBeInTheDocument();
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
  }, 60_000);
});
