// Routes of sign-in (both areas) and the staff member's account codes; the endpoints are declared in libs/domain
// (signInEndpoints, staffAccountEndpoints).
import { signInEndpoints, staffAccountEndpoints, type Area } from '@crewbase/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { bearerToken } from '../../platform/tokens';
import * as auth from './auth.service';

const signInRoutes = (area: Area) =>
  endpointRoutes(signInEndpoints[area], {
    login: (request) => auth.login(serviceContext(request), area, request.body),
    refresh: (request) => auth.refresh(serviceContext(request), area, bearerToken(request.headers.authorization)),
    logout: (request) => auth.logout(serviceContext(request), area, request.body.refresh_token),
  });

const staffAccountRoutes = endpointRoutes(staffAccountEndpoints, {
  // Code mail goes out after the answer (same answer and timing whether or not the email exists).
  resendActivation: (request) => {
    auth.resendActivation(serviceContext(request), request.body.email);
    return { message: auth.RESEND_ACKNOWLEDGEMENT };
  },
  activate: (request) => auth.activate(serviceContext(request), request.body),
  forgotPassword: (request) => {
    auth.forgotPassword(serviceContext(request), request.body.email);
    return { message: auth.FORGOT_ACKNOWLEDGEMENT };
  },
  verifyResetCode: (request) => auth.verifyResetCode(serviceContext(request), request.body),
  resetPassword: (request) => auth.resetPassword(serviceContext(request), request.body),
});

export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signInRoutes('staff'));
  await app.register(signInRoutes('admin'));
  await app.register(staffAccountRoutes);
};
