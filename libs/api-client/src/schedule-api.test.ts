import { setStoredLogin } from '@crewbase/auth';
import { daysOfWeek } from '@crewbase/domain';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { ApiError } from './api-error';
import { configureApiClient } from './configure-api-client';
import { listQuery } from './list-query';
import { scheduleApi } from './schedule-api';
import { API_URL, jsonBodyOf, jsonResponse, mockFetch } from './testing/fake-api';

const LOCATION_ID = '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f';
const STAFF_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const shift = {
  id: 'sh-1', week: '2025-12-28', dayOfWeek: 'wednesday', date: '2025-12-31', startTime: '22:00', endTime: '06:00',
  overnight: true, startsAt: '2025-12-31T22:00', endsAt: '2026-01-01T06:00',
  location: { id: LOCATION_ID, name: 'Victoria Island Car Park' },
  staff: { id: STAFF_ID, staffId: 'STF-0001', fullName: 'Adaeze Nwosu', status: 'Active' },
  createdAt: '2025-12-20T10:00:00.000Z', updatedAt: '2025-12-20T10:00:00.000Z',
};

function setUp(area: 'admin' | 'staff', answer: () => Response) {
  setStoredLogin(area, { access_token: fakeAccessToken(600, { area }), refresh_token: 'r' });
  const fetchMock = mockFetch(answer);
  configureApiClient({ baseUrl: API_URL, area });
  const request = (n = 0) => fetchMock.mock.calls[n][0] as Request;
  return { fetchMock, request, url: (n = 0) => new URL(request(n).url) };
}

describe('scheduleApi', () => {
  it('asks for one day at a location with the week, weekday, search and paging the screen chose', async () => {
    const { url } = setUp('admin', () => jsonResponse(200, { data: [shift], count: 1, total: 1, page: 2, pageCount: 2 }));
    const answer = await scheduleApi.day(
      { week: '2025-12-28', dayOfWeek: 'wednesday', locationId: LOCATION_ID, search: '  ada ' },
      listQuery().page(2).limit(10).build(),
    );
    expect(answer.data[0].staff.fullName).toBe('Adaeze Nwosu');
    expect(url().pathname).toBe('/api/admin/schedule/day');
    const params = url().searchParams;
    expect(params.get('week')).toBe('2025-12-28');
    expect(params.get('dayOfWeek')).toBe('wednesday');
    expect(params.get('locationId')).toBe(LOCATION_ID);
    expect(params.get('search')).toBe('ada');
    expect(params.get('page')).toBe('2');
    expect(params.get('limit')).toBe('10');
    // Schedules are not bounded by a createdAt year.
    expect(params.getAll('filter')).toEqual([]);
  });

  it('leaves out an empty search and an unset week, so the server picks the current week', async () => {
    const { url } = setUp('admin', () => jsonResponse(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 }));
    await scheduleApi.locations({ search: '' });
    expect(url().pathname).toBe('/api/admin/schedule/location');
    expect(url().searchParams.has('search')).toBe(false);
    expect(url().searchParams.has('week')).toBe(false);
  });

  it('posts a week by location and reads back the shifts it made', async () => {
    const { request } = setUp('admin', () => jsonResponse(201, { week: '2025-12-28', data: [shift] }));
    const result = await scheduleApi.createByLocation({
      week: '2025-12-28',
      locationId: LOCATION_ID,
      shifts: [{ dayOfWeek: 'wednesday', staffId: STAFF_ID, startTime: '22:00', endTime: '06:00' }],
    });
    expect(result.data[0].overnight).toBe(true);
    expect(request().method).toBe('POST');
    expect(new URL(request().url).pathname).toBe('/api/admin/schedule/create-by-location');
    expect(jsonBodyOf(request())).toEqual({
      week: '2025-12-28',
      locationId: LOCATION_ID,
      shifts: [{ dayOfWeek: 'wednesday', staffId: STAFF_ID, startTime: '22:00', endTime: '06:00' }],
    });
  });

  it('refuses a week that does not start on Sunday before sending anything, like the API would', async () => {
    const { fetchMock } = setUp('admin', () => jsonResponse(201, {}));
    const sent = scheduleApi.createByStaff({
      week: '2025-12-29',
      staffId: STAFF_ID,
      shifts: [{ dayOfWeek: 'monday', locationId: LOCATION_ID, startTime: '08:00', endTime: '16:00' }],
    });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ status: 400 });
    expect(((await sent.catch((error: ApiError) => error)) as ApiError).fieldErrors().week).toMatch(/Sunday/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a clash as a 409 that names the row', async () => {
    setUp('admin', () =>
      jsonResponse(409, {
        statusCode: 409, error: 'Conflict',
        message: 'Adaeze Nwosu (STF-0001) is already scheduled at Victoria Island Car Park on Wednesday 31 December 2025, 22:00-06:00 (next day).',
        details: [{ path: 'shifts.0', message: 'Adaeze Nwosu (STF-0001) is already scheduled ...' }],
      }),
    );
    const error = (await scheduleApi
      .createByLocation({
        week: '2025-12-28',
        locationId: LOCATION_ID,
        shifts: [{ dayOfWeek: 'wednesday', staffId: STAFF_ID, startTime: '21:00', endTime: '23:00' }],
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(Object.keys(error.fieldErrors())).toEqual(['shifts.0']);
  });

  it('updates and deletes one shift by id', async () => {
    const { request } = setUp('admin', () => jsonResponse(200, shift));
    await scheduleApi.updateShift('sh-1', { locationId: LOCATION_ID, dayOfWeek: 'wednesday', startTime: '22:00', endTime: '06:00' });
    expect(request().method).toBe('PATCH');
    expect(new URL(request().url).pathname).toBe('/api/admin/schedule/day/sh-1');

    const removed = setUp('admin', () => new Response(null, { status: 204 }));
    await scheduleApi.removeShift('sh-1');
    expect(removed.request().method).toBe('DELETE');
  });

  it("reads the staff member's own week, with today marked", async () => {
    const days = daysOfWeek('2025-12-28').map((day) => ({ ...day, isToday: day.date === '2025-12-31', shifts: [] }));
    const { url } = setUp('staff', () => jsonResponse(200, { week: '2025-12-28', today: '2025-12-31', days }));
    const week = await scheduleApi.myWeek();
    expect(url().pathname).toBe('/api/staff/schedule/current-week');
    expect(week.days.find((day) => day.isToday)?.dayOfWeek).toBe('wednesday');
  });
});
