import { staffMetricsSchema } from '@crewbase/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard/staff/metrics', () => {
  it('counts the demo company by status and department, joiners per month and the latest joiners', async () => {
    const { access_token } = await signIn(t.app, 'admin', 'admin@crewbase.test');
    const response = await t.app.inject({ url: '/api/admin/dashboard/staff/metrics', headers: bearer(access_token) });
    expect(response.statusCode).toBe(200);
    const metrics = staffMetricsSchema.parse(response.json());

    expect(metrics.totalStaff).toBe(60);
    expect(metrics.byStatus).toEqual([
      { status: 'Active', count: 47 },
      { status: 'Pending', count: 5 },
      { status: 'Suspended', count: 3 },
      { status: 'Resigned', count: 3 },
      { status: 'Terminated', count: 2 },
    ]);
    expect(metrics.byDepartment.reduce((sum, d) => sum + d.count, 0)).toBe(60);
    expect(metrics.byDepartment[0]).toMatchObject({ name: 'Operations', count: 25 });

    const now = new Date();
    const thisMonth = now.toISOString().slice(0, 7);
    const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 7);
    expect(metrics.joinersByMonth).toHaveLength(12);
    expect(metrics.joinersByMonth[0].month).toBe(firstMonth);
    expect(metrics.joinersByMonth[11].month).toBe(thisMonth);
    expect(metrics.joinersByMonth.map((m) => m.month)).toEqual([...metrics.joinersByMonth.map((m) => m.month)].sort());
    expect(metrics.joinersByMonth.every((m) => /^\d{4}-\d{2}$/.test(m.month))).toBe(true);

    expect(metrics.recentJoiners).toHaveLength(8);
    expect(metrics.recentJoiners[0]).toMatchObject({ staffId: 'STF-0060', fullName: 'Kofi Asante', departmentName: 'Operations', status: 'Pending' });
    const joined = metrics.recentJoiners.map((r) => r.dateJoined ?? '');
    expect(joined).toEqual([...joined].sort().reverse());
  });

  it('is open to the HR manager and closed to staff', async () => {
    const hr = (await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token;
    const staffToken = (await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token;
    expect((await t.app.inject({ url: '/api/admin/dashboard/staff/metrics', headers: bearer(hr) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/dashboard/staff/metrics', headers: bearer(staffToken) })).statusCode).toBe(401);
  });
});
