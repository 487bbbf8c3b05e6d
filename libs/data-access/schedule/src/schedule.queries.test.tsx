import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { daysOfWeek } from '@crewbase/domain';
import { fakeTokens } from '@crewbase/domain/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { scheduleQueries } from './schedule.queries';
import { useCreateScheduleByLocation } from './use-schedule-mutations';

const LOCATION = { id: '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f', name: 'Victoria Island Car Park' };
const STAFF = { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', staffId: 'STF-0001', fullName: 'Adaeze Nwosu', status: 'Active' as const };
const WEEK = '2026-11-22';

const shiftOn = (dayOfWeek: 'monday', date: string) => ({
  id: 'sh-1', week: WEEK, dayOfWeek, date, startTime: '08:00', endTime: '16:00', overnight: false,
  startsAt: `${date}T08:00`, endsAt: `${date}T16:00`, location: LOCATION, staff: STAFF,
  createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
});

function setUp() {
  // The stored admin login, as the dashboard queries' test keeps it.
  localStorage.setItem('crewbase.admin.login', JSON.stringify(fakeTokens('r', { area: 'admin' })));
  let saved = false;
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/admin/schedule/create-by-location') {
      saved = true;
      return new Response(JSON.stringify({ week: WEEK, data: [shiftOn('monday', '2026-11-23')] }), { status: 201 });
    }
    const days = daysOfWeek(WEEK).map((day) => ({ ...day, shifts: saved && day.dayOfWeek === 'monday' ? [shiftOn('monday', day.date)] : [] }));
    return new Response(JSON.stringify({ week: WEEK, location: LOCATION, days }), { status: 200 });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area: 'admin' });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { wrapper, fetchMock };
}

describe('scheduleQueries', () => {
  it('keys every schedule query under all(), so one invalidation reaches them all', () => {
    const all = scheduleQueries.all();
    for (const options of [
      scheduleQueries.overview({ week: WEEK }),
      scheduleQueries.locationWeek(LOCATION.id, WEEK),
      scheduleQueries.day({ week: WEEK, dayOfWeek: 'monday', locationId: LOCATION.id }),
      scheduleQueries.shift('sh-1'),
      scheduleQueries.staffWeek(STAFF.id, WEEK),
      scheduleQueries.myWeek(),
    ]) {
      expect(options.queryKey.slice(0, all.length)).toEqual(all);
    }
    expect(scheduleQueries.locationWeek(LOCATION.id, WEEK).queryKey).not.toEqual(scheduleQueries.locationWeek(LOCATION.id, '2026-11-29').queryKey);
  });

  it('shows a new shift in a location week already on screen once the week is saved', async () => {
    const { wrapper, fetchMock } = setUp();
    const { result } = renderHook(
      () => ({ week: useQuery(scheduleQueries.locationWeek(LOCATION.id, WEEK)), create: useCreateScheduleByLocation() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.week.data?.days).toHaveLength(7));
    expect(result.current.week.data?.days[1].shifts).toEqual([]);

    await act(() =>
      result.current.create.mutateAsync({
        week: WEEK,
        locationId: LOCATION.id,
        shifts: [{ dayOfWeek: 'monday', staffId: STAFF.id, startTime: '08:00', endTime: '16:00' }],
      }),
    );
    await waitFor(() => expect(result.current.week.data?.days[1].shifts[0]?.staff.fullName).toBe('Adaeze Nwosu'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
