import { createQueryClient, configureApiClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { addDays, addWeeks, currentWeekKey, daysOfWeek, staffScheduleWeekSchema } from '@crewbase/domain';
import { adminProfileFixture, fakeTokens } from '@crewbase/domain/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers';
import { json, mockApi, TEST_API_URL } from '../../testing/mock-api';
import { formatDayRange } from '@crewbase/ui';
import { ADAEZE, shiftOf } from './schedule-test-data';
import { StaffScheduleTab } from './staff-schedule-tab';

function renderTab() {
  configureApiClient({ baseUrl: TEST_API_URL, area: 'admin', reloadPage: vi.fn(), redirectTo: vi.fn() });
  setStoredLogin('admin', fakeTokens('refresh-1', { area: 'admin' }));
  const router = createMemoryRouter([{ path: '/admin/profiles/staffs/:id', element: <StaffScheduleTab staffId={ADAEZE.id} /> }], {
    initialEntries: [`/admin/profiles/staffs/${ADAEZE.id}`],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('StaffScheduleTab', () => {
  it("shows the person's week, says when a week is empty, and moves to the next week", async () => {
    const thisWeek = currentWeekKey();
    const nextWeek = addWeeks(thisWeek, 1);
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/schedule/staff/${ADAEZE.id}`]: (request) => {
        const week = new URL(request.url).searchParams.get('week')!;
        const shifts = week === thisWeek ? [shiftOf(week, 'monday', '22:00', '06:00')] : [];
        return json(
          staffScheduleWeekSchema.parse({
            week,
            staff: ADAEZE,
            days: daysOfWeek(week).map((day) => ({ ...day, shifts: shifts.filter((shift) => shift.dayOfWeek === day.dayOfWeek) })),
          }),
        );
      },
    });
    renderTab();

    expect(await screen.findByText('22:00-06:00 (next day)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Victoria Island Car Park' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/admin/staff-schedule/location/${thisWeek}/monday/`),
    );
    // Offered once the admin's profile says they may create shifts.
    expect(await screen.findByRole('link', { name: 'Add shifts' })).toHaveAttribute(
      'href',
      `/admin/staff-schedule/create/staff?week=${thisWeek}&staffId=${ADAEZE.id}`,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No shifts this week')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Week of ${formatDayRange(nextWeek, addDays(nextWeek, 6))}` })).toBeInTheDocument();
    expect(callsTo(`GET /admin/schedule/staff/${ADAEZE.id}`).map((r) => new URL(r.url).searchParams.get('week'))).toEqual([thisWeek, nextWeek]);
  }, 60_000);
});
