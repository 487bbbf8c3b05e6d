import type { AdminProfile, StaffProfile } from '@crewbase/domain';

export const adminProfile: AdminProfile = {
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

export const staffProfile: StaffProfile = {
  id: 's-1',
  staffId: 'STF-0001',
  firstName: 'Adaeze',
  lastName: 'Nwosu',
  fullName: 'Adaeze Nwosu',
  email: 'staff@crewbase.test',
  phoneNumber: null,
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

/** Tokens whose access part reads as valid for 15 minutes, so nothing refreshes early. */
export function freshTokens(refresh = 'refresh-1') {
  const claims = btoa(JSON.stringify({ sub: 'u', area: 'staff', exp: Math.floor(Date.now() / 1000) + 900 }));
  return { access_token: `h.${claims}.s`, refresh_token: refresh };
}
