import {
  canChangeStaffStatus,
  createStaffInputSchema,
  driverLicenceStatusOn,
  staffStatusesLeadingTo,
  updateStaffInputSchema,
} from './staff';
import { adminStatusTransitions } from './admin';
import { createRoleInputSchema } from './access';

describe('the staff state machine', () => {
  it('allows Pending -> Active <-> Suspended and leaving from Active or Suspended only', () => {
    expect(canChangeStaffStatus('Pending', 'Active')).toBe(true);
    expect(canChangeStaffStatus('Active', 'Suspended')).toBe(true);
    expect(canChangeStaffStatus('Suspended', 'Active')).toBe(true);
    expect(canChangeStaffStatus('Suspended', 'Terminated')).toBe(true);
    expect(canChangeStaffStatus('Active', 'Resigned')).toBe(true);
    expect(canChangeStaffStatus('Pending', 'Terminated')).toBe(false);
    expect(canChangeStaffStatus('Resigned', 'Active')).toBe(false);
    expect(canChangeStaffStatus('Terminated', 'Active')).toBe(false);
  });

  it('names the states a change may start from (the WHERE of the conditional update)', () => {
    expect(staffStatusesLeadingTo('Terminated')).toEqual(['Active', 'Suspended']);
    expect(staffStatusesLeadingTo('Active')).toEqual(['Pending', 'Suspended']);
    expect(staffStatusesLeadingTo('Pending')).toEqual([]);
  });

  it('lets admins reactivate but never activate a Pending admin by hand', () => {
    expect(adminStatusTransitions.Pending).not.toContain('Active');
    expect(adminStatusTransitions.Inactive).toContain('Active');
  });
});

describe('driverLicenceStatusOn', () => {
  it('is EXPIRED after the expiry date, DUE_TO_EXPIRE within 30 days of it, else by approval', () => {
    expect(driverLicenceStatusOn(true, '2026-03-01', '2026-03-02')).toBe('EXPIRED');
    expect(driverLicenceStatusOn(true, '2026-03-01', '2026-03-01')).toBe('DUE_TO_EXPIRE');
    expect(driverLicenceStatusOn(false, '2026-03-31', '2026-03-01')).toBe('DUE_TO_EXPIRE');
    expect(driverLicenceStatusOn(false, '2026-04-01', '2026-03-01')).toBe('UNVERIFIED');
    expect(driverLicenceStatusOn(true, '2027-01-01', '2026-03-01')).toBe('VERIFIED');
  });
});

describe('createStaffInputSchema', () => {
  const valid = {
    firstName: ' Amaka ',
    lastName: 'Obi',
    email: ' Amaka.Obi@Crewbase.test ',
    departmentId: '00000000-0000-4000-8000-000000000001',
    jobTitleId: '00000000-0000-4000-8000-000000000002',
    locationId: '00000000-0000-4000-8000-000000000003',
    staffRoleId: '00000000-0000-4000-8000-000000000004',
    dailySalary: '12500.50',
    bankCode: '058',
    accountNumber: '0123456789',
  };

  it('trims, lower-cases the email, reads the salary as a number and defaults benefits', () => {
    const parsed = createStaffInputSchema.parse(valid);
    expect(parsed).toMatchObject({ firstName: 'Amaka', email: 'amaka.obi@crewbase.test', dailySalary: 12500.5, benefits: [] });
  });

  it('refuses more than two decimals, a short account number, an impossible date and unknown benefits', () => {
    const result = createStaffInputSchema.safeParse({ ...valid, dailySalary: 10.123, accountNumber: '123', dateJoined: '2026-02-30', benefits: ['Gym'] });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['dailySalary', 'accountNumber', 'dateJoined', 'benefits.0']));
  });

  it('wants a licence number and expiry together', () => {
    const result = createStaffInputSchema.safeParse({ ...valid, driverLicenceExpiry: '2030-01-01' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['driverLicenceNumber']);
  });

  it('takes any subset on update', () => {
    expect(updateStaffInputSchema.parse({ phoneNumber: '' })).toEqual({ phoneNumber: null });
  });
});

describe('createRoleInputSchema', () => {
  it('defaults to no permissions and refuses ids that are not uuids', () => {
    expect(createRoleInputSchema.parse({ name: 'Clerk' })).toEqual({ name: 'Clerk', permissionIds: [] });
    expect(createRoleInputSchema.safeParse({ name: 'Clerk', permissionIds: ['x'] }).success).toBe(false);
  });
});
