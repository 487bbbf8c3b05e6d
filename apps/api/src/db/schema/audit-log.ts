import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Who changed what, from which state to which, and when. Rows are never updated. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** `staff`, `admin` or `system`. */
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    from: jsonb('from'),
    to: jsonb('to'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_actor_idx').on(t.actorType, t.actorId)],
);
