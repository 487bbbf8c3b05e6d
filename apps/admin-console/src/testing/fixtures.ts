// Answers shaped like the API's, for unit tests.
import type { AdminProfile, Permission, StaffMetrics } from '@crewbase/domain';

const permission = (tableName: string, name = 'read'): Permission => ({ id: `${tableName}:${name}`, name, tableName, description: null });

export const superAdminProfile: AdminProfile = {
  id: 'a1',
  firstName: 'Grace',
  lastName: 'Mensah',
  fullName: 'Grace Mensah',
  email: 'admin@crewbase.test',
  phoneNumber: null,
  avatar: null,
  status: 'Active',
  role: { id: 'r1', name: 'Super Admin', displayName: 'Super Admin', permissions: [permission('staff')] },
  createdAt: '2025-01-15T09:00:00.000Z',
};

export const staffMetrics: StaffMetrics = {
  totalStaff: 42,
  byStatus: [
    { status: 'Active', count: 37 },
    { status: 'Pending', count: 3 },
    { status: 'Suspended', count: 2 },
  ],
  byDepartment: [
    { departmentId: 'd1', name: 'Operations', count: 30 },
    { departmentId: 'd2', name: 'Finance', count: 12 },
  ],
  joinersByMonth: Array.from({ length: 12 }, (_, i) => ({ month: `2025-${String(i + 1).padStart(2, '0')}`, count: i % 3 })),
  recentJoiners: [
    {
      id: 's1',
      staffId: 'STF-0001',
      fullName: 'Adaeze Nwosu',
      departmentName: 'Operations',
      jobTitleName: 'Parking Attendant Supervisor',
      status: 'Active',
      dateJoined: '2025-11-03',
      createdAt: '2025-11-03T08:00:00.000Z',
    },
  ],
};

/** A JWT-shaped access token that is not close to expiry, so the client sends it as it is. */
export function fakeAccessToken(area: 'admin' | 'staff' = 'admin'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'a1', area, iat: now, exp: now + 3600 })}.signature`;
}
