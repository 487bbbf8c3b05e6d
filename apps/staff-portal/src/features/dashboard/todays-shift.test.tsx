import { daysOfWeek, type MyScheduleWeek } from '@crewbase/domain';
import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const week = (todayShifts: MyScheduleWeek['days'][number]['shifts']): MyScheduleWeek => ({
  week: '2026-11-22',
  today: '2026-11-24',
  days: daysOfWeek('2026-11-22').map((day) => ({
    ...day,
    isToday: day.date === '2026-11-24',
    shifts: day.date === '2026-11-24' ? todayShifts : [],
  })),
});

const section = () => screen.findByRole('region', { name: "Today's shift" });

describe("Today's shift on the dashboard", () => {
  it('shows when and where the person works today, with a way into the week', async () => {
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': json(
        200,
        week([
          {
            id: 's1', dayOfWeek: 'tuesday', date: '2026-11-24', startTime: '07:30', endTime: '15:30', overnight: false,
            startsAt: '2026-11-24T07:30', endsAt: '2026-11-24T15:30', location: { id: 'l1', name: 'Victoria Island Car Park' },
          },
        ]),
      ),
    });
    renderApp('/staff/dashboard', { signedIn: true });

    const today = await section();
    expect(await within(today).findByText('07:30-15:30')).toBeInTheDocument();
    expect(within(today).getByText('Victoria Island Car Park')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'View my schedule' })).toHaveAttribute('href', '/staff/schedule');
  });

  it('says "No shift today" on a day off', async () => {
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': json(200, week([])),
    });
    renderApp('/staff/dashboard', { signedIn: true });

    expect(await within(await section()).findByText('No shift today')).toBeInTheDocument();
  });

  it('keeps the dashboard when the schedule fails, and retries on its own', async () => {
    let healthy = false;
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': () => (healthy ? json(200, week([])) : apiError(500, 'Something went wrong on our side.')),
    });
    renderApp('/staff/dashboard', { signedIn: true });

    const today = await section();
    expect(await within(today).findByText('Your schedule could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    healthy = true;
    await userEvent.setup().click(within(today).getByRole('button', { name: 'Retry' }));
    expect(await within(today).findByText('No shift today')).toBeInTheDocument();
  });
});
