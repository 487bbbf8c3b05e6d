import { daysOfWeek, type MyScheduleWeek } from '@crewbase/domain';
import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const VI_CAR_PARK = { id: 'loc-1', name: 'Victoria Island Car Park' };

/** A week across the new year, Wednesday 31 December today, with a day shift and an overnight one into 2026. */
function weekWithShifts(): MyScheduleWeek {
  const shifts: Record<string, MyScheduleWeek['days'][number]['shifts']> = {
    '2025-12-29': [
      { id: 's1', dayOfWeek: 'monday', date: '2025-12-29', startTime: '08:00', endTime: '16:00', overnight: false, startsAt: '2025-12-29T08:00', endsAt: '2025-12-29T16:00', location: VI_CAR_PARK },
    ],
    '2025-12-31': [
      { id: 's2', dayOfWeek: 'wednesday', date: '2025-12-31', startTime: '22:00', endTime: '06:00', overnight: true, startsAt: '2025-12-31T22:00', endsAt: '2026-01-01T06:00', location: VI_CAR_PARK },
    ],
  };
  return {
    week: '2025-12-28',
    today: '2025-12-31',
    days: daysOfWeek('2025-12-28').map((day) => ({ ...day, isToday: day.date === '2025-12-31', shifts: shifts[day.date] ?? [] })),
  };
}

const emptyWeek = (): MyScheduleWeek => ({
  ...weekWithShifts(),
  days: weekWithShifts().days.map((day) => ({ ...day, shifts: [] })),
});

describe('ScheduleScreen', () => {
  it("lists this week's days Sunday first, today highlighted, with each shift's times and place", async () => {
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': json(200, weekWithShifts()),
    });
    renderApp('/staff/schedule', { signedIn: true });

    const days = await screen.findByRole('list', { name: 'Days of the week' });
    expect(screen.getByText('28 Dec 2025 – 3 Jan 2026 · 2 shifts')).toBeInTheDocument();
    const items = within(days).getAllByRole('listitem').filter((item) => item.parentElement === days);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sun 28 Dec', 'Mon 29 Dec', 'Tue 30 Dec', 'Wed 31 Dec', 'Thu 1 Jan', 'Fri 2 Jan', 'Sat 3 Jan',
    ]);

    const today = items.find((item) => item.getAttribute('aria-current') === 'date');
    expect(today).toBeDefined();
    expect(within(today!).getByRole('heading', { level: 3 })).toHaveTextContent('Wed 31 Dec');
    expect(within(today!).getByText('Today')).toBeInTheDocument();
    expect(within(today!).getByText('22:00-06:00 (next day)')).toBeInTheDocument();
    expect(within(today!).getByText('Victoria Island Car Park')).toBeInTheDocument();
    expect(items.filter((item) => item.getAttribute('aria-current'))).toHaveLength(1);

    expect(within(items[1]).getByText('08:00-16:00')).toBeInTheDocument();
    expect(within(items[0]).getByText('No shift')).toBeInTheDocument();
    // The menu now leads here.
    expect(screen.getAllByRole('link', { name: /Schedule/ }).some((link) => link.getAttribute('href') === '/staff/schedule')).toBe(true);
  });

  it('says so when nothing is scheduled this week', async () => {
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': json(200, emptyWeek()),
    });
    renderApp('/staff/schedule', { signedIn: true });

    expect(await screen.findByText('No shifts this week')).toBeInTheDocument();
    expect(screen.getByText('28 Dec 2025 – 3 Jan 2026 · 0 shifts')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Days of the week' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads the week', async () => {
    let healthy = false;
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': () => (healthy ? json(200, weekWithShifts()) : apiError(500, 'Something went wrong on our side.')),
    });
    renderApp('/staff/schedule', { signedIn: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your schedule');
    healthy = true;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Days of the week' })).toBeInTheDocument();
  });
});
