import { mailOutboxListFields, type MailOutboxItem } from '@crewbase/domain';
import { mailOutbox } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { HIDDEN_SECRET } from '../../platform/mail';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';

/**
 * Mail is stored with its codes hidden already (platform/mail.ts); rows kept before that rule, or a code a mail
 * forgot to declare, are hidden here too: no six-digit run reaches an admin.
 */
const hideLeftoverCodes = (text: string) => text.replace(/\b\d{6}\b/g, HIDDEN_SECRET);

/** GET /api/admin/mail-outbox and its export. */
export const mailOutboxResource = defineResource({
  name: 'mail-outbox',
  title: 'Mail outbox',
  permission: 'mail-outbox',
  table: mailOutbox,
  id: mailOutbox.id,
  fields: {
    to: { expr: mailOutbox.to, type: 'text', notNull: true },
    subject: { expr: mailOutbox.subject, type: 'text', notNull: true },
    createdAt: { expr: mailOutbox.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof mailOutboxListFields)[number], ListField>,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: { id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt },
  toItem: (r): MailOutboxItem => ({ ...r, text: hideLeftoverCodes(r.text), createdAt: r.createdAt.toISOString() }),
  exportColumns: exportColumns<MailOutboxItem>()([
    { header: 'To', type: 'text', value: (m) => m.to },
    { header: 'Subject', type: 'text', value: (m) => m.subject },
    { header: 'Text', type: 'text', value: (m) => m.text },
    { header: 'Sent', type: 'datetime', value: (m) => m.createdAt },
  ]),
});
