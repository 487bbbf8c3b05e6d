// The signed-in person's profile: staff GET/PATCH /api/staff/auth/profile, admin GET profile and POST update-profile.
import {
  adminProfileSchema,
  errorEnvelopeSchema,
  staffProfileSchema,
  updateAdminProfileInputSchema,
  updateStaffProfileInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import * as profile from './profile.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/auth/profile',
    { config: { area: 'staff' }, schema: { tags: ['staff auth'], summary: 'My profile', response: { 200: staffProfileSchema, ...refused } } },
    (request) => profile.staffProfile(serviceContext(request)),
  );

  app.patch(
    '/api/staff/auth/profile',
    {
      config: { area: 'staff' },
      schema: { tags: ['staff auth'], summary: 'Change my photo or phone number', body: updateStaffProfileInputSchema, response: { 200: staffProfileSchema, ...refused } },
    },
    (request) => profile.updateStaffProfile(serviceContext(request), request.body),
  );

  app.get(
    '/api/admin/auth/profile',
    { config: { area: 'admin' }, schema: { tags: ['admin auth'], summary: 'My profile, with my role and its permissions', response: { 200: adminProfileSchema, ...refused } } },
    (request) => profile.adminProfile(serviceContext(request)),
  );

  app.post(
    '/api/admin/update-profile',
    {
      config: { area: 'admin' },
      schema: { tags: ['admin auth'], summary: 'Change my name, phone number or photo', body: updateAdminProfileInputSchema, response: { 200: adminProfileSchema, ...refused } },
    },
    (request) => profile.updateAdminProfile(serviceContext(request), request.body),
  );
};
