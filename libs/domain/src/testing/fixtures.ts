// Sample API answers and logins for unit tests, one set for every web project. Each is parsed with its domain
// schema when this module loads, so a schema change that the samples no longer meet fails every suite loudly.
// Tests that need a variation spread over these (`{ ...staffProfileFixture, phoneNumber: '+234 ...' }`).
import { accessClaimsSchema, authTokensSchema, type AuthTokens } from '../auth';
import type { Area } from '../enums';
import { staffMetricsSchema } from '../dashboard';
import { adminProfileSchema, permissionSchema, staffProfileSchema, type Permission } from '../profile';
import { bankSchema } from '../system';

const readPermission = (tableName: string): Permission =>
  permissionSchema.parse({ id: `${tableName}:read`, name: 'read', tableName, description: null });

/** The demo super admin (contracts.md), as GET /api/admin/auth/profile answers. */
export const adminProfileFixture = adminProfileSchema.parse({
  id: 'a-1',
  firstName: 'Grace',
  lastName: 'Mensah',
  fullName: 'Grace Mensah',
  email: 'admin@crewbase.test',
  phoneNumber: null,
  avatar: null,
  status: 'Active',
  role: { id: 'r-1', name: 'Super Admin', displayName: 'Super Admin', permissions: [readPermission('staff')] },
  createdAt: '2025-01-15T09:00:00.000Z',
});

/** The demo staff member (contracts.md), as GET /api/staff/auth/profile answers; phone, birthday and address unset. */
export const staffProfileFixture = staffProfileSchema.parse({
  id: 's-1',
  staffId: 'STF-0001',
  firstName: 'Adaeze',
  lastName: 'Nwosu',
  fullName: 'Adaeze Nwosu',
  email: 'staff@crewbase.test',
  phoneNumber: null,
  avatar: null,
  status: 'Active',
  gender: 'Female',
  dateOfBirth: null,
  address: null,
  department: { id: 'd-1', name: 'Operations' },
  jobTitleName: 'Parking Attendant Supervisor',
  location: { id: 'l-1', name: 'Victoria Island Car Park' },
  role: { name: 'Staff' },
  dateJoined: '2024-03-01',
  nextOfKin: { name: null, relationship: null, phoneNumber: null },
  bankDetails: { bank: { code: '044', name: 'Access Bank' }, accountNumber: '1234567895', accountName: 'Adaeze Nwosu' },
  pendingBankChange: null,
  createdAt: '2024-03-01T08:00:00.000Z',
});

/** GET /api/admin/dashboard/staff/metrics: 42 staff, two departments, a year of joiners, one recent joiner. */
export const staffMetricsFixture = staffMetricsSchema.parse({
  totalStaff: 42,
  byStatus: [
    { status: 'Active', count: 37 },
    { status: 'Pending', count: 3 },
    { status: 'Suspended', count: 2 },
  ],
  byDepartment: [
    { departmentId: 'd-1', name: 'Operations', count: 30 },
    { departmentId: 'd-2', name: 'Finance', count: 12 },
  ],
  joinersByMonth: Array.from({ length: 12 }, (_, i) => ({ month: `2025-${String(i + 1).padStart(2, '0')}`, count: i % 3 })),
  recentJoiners: [
    {
      id: 's-1',
      staffId: 'STF-0001',
      fullName: 'Adaeze Nwosu',
      departmentName: 'Operations',
      jobTitleName: 'Parking Attendant Supervisor',
      status: 'Active',
      dateJoined: '2025-11-03',
      createdAt: '2025-11-03T08:00:00.000Z',
    },
  ],
});

/** GET /api/public/banks */
export const banksFixture = bankSchema.array().parse([{ id: 'b-1', name: 'Crewbase Bank', code: '001' }]);

export interface FakeAccessTokenOptions {
  area?: Area;
  sub?: string;
  /** The clock the expiry counts from, in epoch ms. */
  now?: number;
}

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * An unsigned JWT-shaped access token whose `exp` is `expiresInSeconds` after `now` (negative: already expired).
 * Clients only read `exp` to refresh a little early; only the API checks signatures.
 */
export function fakeAccessToken(
  expiresInSeconds = 900,
  { area = 'staff', sub = 'user-1', now = Date.now() }: FakeAccessTokenOptions = {},
): string {
  const iat = Math.floor(now / 1000);
  const claims = accessClaimsSchema.parse({ sub, area, exp: iat + expiresInSeconds });
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, iat })}.signature`;
}

/** A login as the API answers it: an access token good for 15 minutes (nothing refreshes early) and `refreshToken`. */
export function fakeTokens(refreshToken = 'refresh-1', options: FakeAccessTokenOptions = {}): AuthTokens {
  return authTokensSchema.parse({ access_token: fakeAccessToken(900, options), refresh_token: refreshToken });
}
