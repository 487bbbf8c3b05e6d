// Routes of notifications, staff and admin (declared in libs/domain: staffNotificationEndpoints,
// adminNotificationEndpoints). Each person reads and marks only their own.
import { adminNotificationEndpoints, staffNotificationEndpoints } from '@crewbase/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { rawQueryString } from '../../platform/list-query';
import * as service from './notifications.service';

const own = {
  list: (request: Parameters<typeof serviceContext>[0]) => service.listNotifications(serviceContext(request), rawQueryString(request.url)),
  unreadCount: (request: Parameters<typeof serviceContext>[0]) => service.unreadCount(serviceContext(request)),
  markAsRead: (request: Parameters<typeof serviceContext>[0] & { params: { id: string } }) => service.markAsRead(serviceContext(request), request.params.id),
  markAllAsRead: (request: Parameters<typeof serviceContext>[0]) => service.markAllAsRead(serviceContext(request)),
};

const staffRoutes = endpointRoutes(staffNotificationEndpoints, own);

const adminRoutes = endpointRoutes(adminNotificationEndpoints, {
  ...own,
  preferences: (request) => service.preferences(serviceContext(request)),
  updatePreferences: (request) => service.updatePreferences(serviceContext(request), request.body),
});

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffRoutes);
  await app.register(adminRoutes);
};
