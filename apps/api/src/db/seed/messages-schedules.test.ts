// The demo messages and shifts as the demo staff member and the super admin meet them.
import { listResponseSchema, messageListItemSchema, myScheduleWeekSchema, staffMessageListItemSchema } from '@crewbase/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';
import { seed } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo messages and schedules', () => {
  it('gives staff@crewbase.test announcements to read, one already read, and none meant for others', async () => {
    const staff = bearer((await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token);
    const mine = listResponseSchema(staffMessageListItemSchema).parse((await t.app.inject({ url: '/api/staff/messages', headers: staff })).json());
    expect(mine.data.map((m) => m.title)).toEqual([
      'Payroll dates for December',
      'Victoria Island: resurfacing on Saturday',
      'New barrier procedure at every car park',
      'Welcome to Crewbase messages',
    ]);
    expect(mine.data.find((m) => m.title === 'Welcome to Crewbase messages')?.read).toBe(true);
    expect((await t.app.inject({ url: '/api/staff/messages/latest-unread', headers: staff })).json()).toEqual({ hasUnread: true });

    const admin = bearer((await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token);
    const all = listResponseSchema(messageListItemSchema).parse((await t.app.inject({ url: '/api/admin/messages?limit=100', headers: admin })).json());
    const status = (title: string) => all.data.find((m) => m.title === title)?.status;
    expect(status('End-of-year get-together')).toBe('Scheduled');
    expect(status('Updated leave policy (draft)')).toBe('Draft');
    expect(status('Month-end close checklist')).toBe('Published');
  });

  it('dates every demo message in the past, the scheduled one too', async () => {
    const admin = bearer((await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token);
    const all = listResponseSchema(messageListItemSchema).parse((await t.app.inject({ url: '/api/admin/messages?limit=100', headers: admin })).json());
    const future = all.data.filter((m) => new Date(m.createdAt).getTime() > Date.now()).map((m) => m.title);
    expect(future).toEqual([]);
    const scheduled = all.data.find((m) => m.title === 'End-of-year get-together');
    expect(scheduled?.status).toBe('Scheduled');
    expect(new Date(scheduled?.createdAt ?? '').getTime()).toBeLessThan(Date.now());
  });

  it("gives staff@crewbase.test this week's shifts, today included, one of them overnight", async () => {
    const staff = bearer((await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token);
    const week = myScheduleWeekSchema.parse((await t.app.inject({ url: '/api/staff/schedule/current-week', headers: staff })).json());
    const shifts = week.days.flatMap((d) => d.shifts);
    expect(shifts).toHaveLength(5);
    expect(week.days.find((d) => d.isToday)?.shifts[0]).toMatchObject({ startTime: '07:00', location: { name: 'Victoria Island Car Park' } });
    expect(shifts.filter((s) => s.overnight)).toHaveLength(1);
  });

  it('adds nothing when run again', async () => {
    const admin = bearer((await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token);
    const before = (await t.app.inject({ url: '/api/admin/messages', headers: admin })).json().total;
    const shiftsBefore = (await t.app.inject({ url: '/api/admin/schedule/location?limit=100', headers: admin })).json();
    await seed(t.app.database, { demo: true, codeSecret: t.config.jwtSecret, demoPasswordHash: t.demoPasswordHash });
    expect((await t.app.inject({ url: '/api/admin/messages', headers: admin })).json().total).toBe(before);
    expect((await t.app.inject({ url: '/api/admin/schedule/location?limit=100', headers: admin })).json()).toEqual(shiftsBefore);
    expect(shiftsBefore.data.some((l: { shiftCount: number }) => l.shiftCount > 0)).toBe(true);
  });
});
