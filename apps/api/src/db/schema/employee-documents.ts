import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { media } from './media';
import { staff } from './staff';
import { users } from './users';

/** Files kept on a staff member's record (the staff profile's Employee Documents tab). One upload, one document. */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    /** What the document is, e.g. "Employment contract". */
    name: text('name').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('employee_documents_staff_id_created_at_idx').on(t.staffId, t.createdAt),
    uniqueIndex('employee_documents_media_id_idx').on(t.mediaId),
  ],
);
