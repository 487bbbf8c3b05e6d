// Answers shaped like the API's, valid against the domain schemas.
import type { AdminProfile, Bank, StaffMetrics, StaffProfile } from '@crewbase/domain';

export const adminProfileFixture: AdminProfile = {
  id: 'a-1',
  firstName: 'Grace',
  lastName: 'Mensah',
  fullName: 'Grace Mensah',
  email: 'admin@crewbase.test',
  phoneNumber: null,
  avatar: null,
  status: 'Active',
  role: { id: 'r-1', name: 'Super Admin', displayName: 'Super Admin', permissions: [] },
  createdAt: '2026-01-05T09:00:00.000Z',
};

export const staffProfileFixture: StaffProfile = {
  id: 's-1',
  staffId: 'STF-0001',
  firstName: 'Adaeze',
  lastName: 'Nwosu',
  fullName: 'Adaeze Nwosu',
  email: 'staff@crewbase.test',
  phoneNumber: '+234 801 000 0000',
  avatar: null,
  status: 'Active',
  gender: null,
  dateOfBirth: null,
  address: null,
  department: { id: 'd-1', name: 'Operations' },
  jobTitleName: 'Parking Attendant Supervisor',
  location: { id: 'l-1', name: 'Victoria Island Car Park' },
  role: { name: 'Staff' },
  dateJoined: '2024-03-01',
  createdAt: '2024-03-01T08:00:00.000Z',
};

export const staffMetricsFixture: StaffMetrics = {
  totalStaff: 42,
  byStatus: [{ status: 'Active', count: 40 }, { status: 'Pending', count: 2 }],
  byDepartment: [{ departmentId: 'd-1', name: 'Operations', count: 30 }],
  joinersByMonth: [{ month: '2026-10', count: 3 }],
  recentJoiners: [],
};

export const banksFixture: Bank[] = [{ id: 'b-1', name: 'Crewbase Bank', code: '001' }];

/** What the fake API answers per path (for requests it accepts). */
export const answersByPath: Record<string, unknown> = {
  'admin/auth/profile': adminProfileFixture,
  'staff/auth/profile': staffProfileFixture,
  'admin/dashboard/staff/metrics': staffMetricsFixture,
  'public/banks': banksFixture,
  'admin/staff': { data: [], count: 0, total: 0, page: 1, pageCount: 0 },
};
