// /api/admin/messages (list, export, draft, send, view, edit, publish, delete) and /api/staff/messages (my messages),
// with the spec's names: PATCH messages/publish/{id}, PATCH staff/messages/mark-as-read/{id}.
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { markAllReadResultSchema } from '../notifications/notification';
import { idParamsSchema } from '../organisation/fields';
import {
  latestUnreadSchema,
  markMessageReadResultSchema,
  messageDetailSchema,
  messageListFields,
  messageListItemSchema,
  publishMessageInputSchema,
  saveMessageDraftInputSchema,
  sendMessageInputSchema,
  staffMessageListFields,
  staffMessageListItemSchema,
  staffMessageSchema,
  updateMessageInputSchema,
} from './message';

const adminTags = ['admin messages'];
const staffTags = ['staff messages'];

const list = endpoint({
  method: 'GET', path: '/api/admin/messages', access: adminMay('messages', 'read'), tags: adminTags,
  summary: `Messages. Fields: ${messageListFields.join(', ')} (status as shown)`,
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(messageListItemSchema),
});

export const adminMessageEndpoints = {
  list,
  export: exportEndpoint(list, 'Messages'),
  statusCounts: statusCountsEndpoint(list, 'Messages'),
  saveDraft: endpoint({
    method: 'POST', path: '/api/admin/messages/draft', access: adminMay('messages', 'create'), tags: adminTags, summary: 'Save a new message as a draft',
    body: saveMessageDraftInputSchema, status: 201, response: messageDetailSchema,
  }),
  send: endpoint({
    method: 'POST', path: '/api/admin/messages/send', access: adminMay('messages', 'create'), tags: adminTags,
    summary: 'Publish a new message now, or schedule it (publishAt in the future)',
    body: sendMessageInputSchema, status: 201, response: messageDetailSchema,
  }),
  publish: endpoint({
    method: 'PATCH', path: '/api/admin/messages/publish/:id', access: adminMay('messages', 'update'), tags: adminTags,
    summary: 'Publish a draft (or a scheduled message before its time) now, or schedule it; 409 once live',
    params: idParamsSchema, body: publishMessageInputSchema.optional(), status: 200, response: messageDetailSchema,
  }),
  get: endpoint({
    method: 'GET', path: '/api/admin/messages/:id', access: adminMay('messages', 'read'), tags: adminTags, summary: 'One message',
    params: idParamsSchema, status: 200, response: messageDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/messages/:id', access: adminMay('messages', 'update'), tags: adminTags,
    summary: 'Edit a draft, or a scheduled message before its time (409 otherwise)',
    params: idParamsSchema, body: updateMessageInputSchema, status: 200, response: messageDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/messages/:id', access: adminMay('messages', 'delete'), tags: adminTags, summary: 'Delete a message (kept in the audit log)',
    params: idParamsSchema, status: 204,
  }),
};

export const staffMessageEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/staff/messages', access: staffAccess, tags: staffTags,
    summary: `My messages, newest first. Fields: ${staffMessageListFields.join(', ')} (read: true/false)`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(staffMessageListItemSchema),
  }),
  latestUnread: endpoint({
    method: 'GET', path: '/api/staff/messages/latest-unread', access: staffAccess, tags: staffTags, summary: 'Whether I have an unread message',
    status: 200, response: latestUnreadSchema,
  }),
  get: endpoint({
    method: 'GET', path: '/api/staff/messages/:id', access: staffAccess, tags: staffTags, summary: 'One of my messages',
    params: idParamsSchema, status: 200, response: staffMessageSchema,
  }),
  markAsRead: endpoint({
    method: 'PATCH', path: '/api/staff/messages/mark-as-read/:id', access: staffAccess, tags: staffTags, summary: 'Mark one of my messages read',
    params: idParamsSchema, status: 200, response: markMessageReadResultSchema,
  }),
  markAllAsRead: endpoint({
    method: 'PATCH', path: '/api/staff/messages/mark-all-as-read', access: staffAccess, tags: staffTags, summary: 'Mark every message I can see read',
    status: 200, response: markAllReadResultSchema,
  }),
};
