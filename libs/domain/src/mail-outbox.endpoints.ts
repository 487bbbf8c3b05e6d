// The outbox: mail kept when no SMTP server is configured.
import { endpoint } from './contract/endpoint';
import { exportEndpoint } from './contract/export-endpoint';
import { listQuerystringSchema } from './contract/list-querystring';
import { adminMay } from './contract/route-access';
import { listResponseSchema } from './list-query';
import { mailOutboxItemSchema } from './mail-outbox';

const list = endpoint({
  method: 'GET', path: '/api/admin/mail-outbox', access: adminMay('mail-outbox', 'read'), tags: ['admin mail outbox'],
  summary: 'Mail kept in the outbox, one-time codes hidden. Fields: to, subject, createdAt',
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(mailOutboxItemSchema),
});

export const mailOutboxEndpoints = {
  list,
  export: exportEndpoint(list, 'Mail outbox'),
};
