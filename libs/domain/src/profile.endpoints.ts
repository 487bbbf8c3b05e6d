// The signed-in person's profile: staff GET/PATCH /api/staff/auth/profile, admin GET profile and POST update-profile
// (the spec's names and verbs).
import { endpoint } from './contract/endpoint';
import { ownAdminAccountAccess, staffAccess } from './contract/route-access';
import { adminProfileSchema, staffProfileSchema, updateAdminProfileInputSchema, updateStaffProfileInputSchema } from './profile';

export const profileEndpoints = {
  staffProfile: endpoint({
    method: 'GET', path: '/api/staff/auth/profile', access: staffAccess, tags: ['staff auth'], summary: 'My profile',
    status: 200, response: staffProfileSchema,
  }),
  updateStaffProfile: endpoint({
    method: 'PATCH', path: '/api/staff/auth/profile', access: staffAccess, tags: ['staff auth'], summary: 'Change my photo or phone number',
    body: updateStaffProfileInputSchema, status: 200, response: staffProfileSchema,
  }),
  adminProfile: endpoint({
    method: 'GET', path: '/api/admin/auth/profile', access: ownAdminAccountAccess, tags: ['admin auth'], summary: 'My profile, with my role and its permissions',
    status: 200, response: adminProfileSchema,
  }),
  updateAdminProfile: endpoint({
    method: 'POST', path: '/api/admin/update-profile', access: ownAdminAccountAccess, tags: ['admin auth'], summary: 'Change my name, phone number or photo',
    body: updateAdminProfileInputSchema, status: 200, response: adminProfileSchema,
  }),
};
