import { addWeeks, currentWeekKey, daysOfWeek, type MyScheduleWeek } from '@crewbase/domain';
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

/** An empty week; today falls in it when it is the current week. */
const emptyWeekOf = (week: string): MyScheduleWeek => {
  const today = new Date().toISOString().slice(0, 10);
  return { week, today, days: daysOfWeek(week).map((day) => ({ ...day, isToday: day.date === today, shifts: [] })) };
};

/** Answers GET staff/schedule/current-week for the week asked (?week=), the current week without one. */
const weekAsked = (shifts: (week: string) => MyScheduleWeek) => (request: Request) =>
  json(200, shifts(new URL(request.url).searchParams.get('week') ?? currentWeekKey()));

describe('ScheduleScreen', () => {
  it("lists the week's days Sunday first, today highlighted, with each shift's times and place", async () => {
    const { requests } = stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': json(200, weekWithShifts()),
    });
    renderApp('/staff/schedule?week=2025-12-28', { signedIn: true });

    const days = await screen.findByRole('list', { name: 'Days of the week' });
    expect(screen.getByRole('heading', { level: 2, name: 'Week of 28 Dec 2025 – 3 Jan 2026' })).toBeInTheDocument();
    expect(screen.getByText('2 shifts')).toBeInTheDocument();
    expect(requests.find((r) => r.path === 'staff/schedule/current-week')?.query).toBe('?week=2025-12-28');
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
    const thisWeek = currentWeekKey();
    stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': json(200, emptyWeekOf(thisWeek)),
    });
    renderApp('/staff/schedule', { signedIn: true });

    expect(await screen.findByText('No shifts this week')).toBeInTheDocument();
    expect(screen.getByText('This week · 0 shifts')).toBeInTheDocument();
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

  it('steps to next week and back, keeping the week in the address, and brings the current week back in one click', async () => {
    const thisWeek = currentWeekKey();
    const nextWeek = addWeeks(thisWeek, 1);
    const { requests } = stubApi({
      'GET staff/auth/profile': json(200, staffProfileFixture),
      'GET staff/schedule/current-week': weekAsked((week) => {
        if (week !== nextWeek) return emptyWeekOf(week);
        const monday = daysOfWeek(week)[1].date;
        const shift = { id: 'n1', dayOfWeek: 'monday' as const, date: monday, startTime: '07:00', endTime: '15:00', overnight: false, startsAt: `${monday}T07:00`, endsAt: `${monday}T15:00`, location: VI_CAR_PARK };
        return { ...emptyWeekOf(week), days: emptyWeekOf(week).days.map((day) => (day.date === monday ? { ...day, shifts: [shift] } : day)) };
      }),
    });
    const { router } = renderApp('/staff/schedule', { signedIn: true });
    const user = userEvent.setup();

    expect(await screen.findByText('This week · 0 shifts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Next week · 1 shift')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?week=${nextWeek}`);
    expect(requests.some((r) => r.path === 'staff/schedule/current-week' && r.query === `?week=${nextWeek}`)).toBe(true);
    const days = screen.getByRole('list', { name: 'Days of the week' });
    expect(within(days).getByText('07:00-15:00')).toBeInTheDocument();
    expect(within(days).getByText('Victoria Island Car Park')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('This week · 0 shifts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Last week · 0 shifts')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?week=${addWeeks(thisWeek, -1)}`);

    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByText('This week · 0 shifts')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
