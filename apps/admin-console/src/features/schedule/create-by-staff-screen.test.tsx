import { currentWeekKey, daysOfWeek, staffScheduleWeekSchema } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { ADAEZE, page, shiftOf, summaryOf, VI } from './schedule-test-data';

const WEEK = '2026-11-22';

describe('CreateByStaffScreen', () => {
  it("marks today in the person's week with valid markup (no block inside a paragraph)", async () => {
    const week = currentWeekKey();
    const errors = vi.spyOn(console, 'error');
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/schedule/staff/${ADAEZE.id}`]: () =>
        json(staffScheduleWeekSchema.parse({ week, staff: ADAEZE, days: daysOfWeek(week).map((day) => ({ ...day, shifts: [] })) })),
      'GET /admin/schedule/location': () => json(page([])),
    });
    renderApp(`/admin/staff-schedule/create/staff?week=${week}&staffId=${ADAEZE.id}`, { signedIn: true });

    const existing = await screen.findByRole('region', { name: 'Already scheduled' });
    expect(await within(existing).findByText('Today')).toBeInTheDocument();
    expect(errors.mock.calls.map((args) => String(args[0])).filter((message) => /descendant|cannot contain/.test(message))).toEqual([]);
    errors.mockRestore();
  });

  it("shows the person's week as it stands, then saves where they work and lands on the overview", async () => {
    const sunday = shiftOf(WEEK, 'sunday', '07:00', '15:00');
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/schedule/staff/${ADAEZE.id}`]: () =>
        json(
          staffScheduleWeekSchema.parse({
            week: WEEK,
            staff: ADAEZE,
            days: daysOfWeek(WEEK).map((day) => ({ ...day, shifts: day.dayOfWeek === 'sunday' ? [sunday] : [] })),
          }),
        ),
      'GET /admin/schedule/location': () => json(page([summaryOf(WEEK, { sunday: 1 })])),
      'POST /admin/schedule/create-by-staff': () => json({ week: WEEK, data: [shiftOf(WEEK, 'wednesday', '08:00', '16:00')] }, 201),
    });
    renderApp(`/admin/staff-schedule/create/staff?week=${WEEK}&staffId=${ADAEZE.id}`, { signedIn: true });

    const existing = await screen.findByRole('region', { name: 'Already scheduled' });
    expect(await within(existing).findByText('07:00-15:00')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Adaeze Nwosu (STF-0001)')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add shift on Wednesday' }));
    const row = screen.getByRole('group', { name: 'Wednesday shift 1' });
    await user.click(within(row).getByRole('combobox', { name: /Location/ }));
    await user.click(await screen.findByRole('option', { name: VI.name }));
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('1 shift saved for Adaeze Nwosu.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    const [sent] = callsTo('POST /admin/schedule/create-by-staff');
    expect(await sent.json()).toEqual({
      week: WEEK,
      staffId: ADAEZE.id,
      shifts: [{ dayOfWeek: 'wednesday', locationId: VI.id, startTime: '08:00', endTime: '16:00' }],
    });
  }, 60_000);
});
