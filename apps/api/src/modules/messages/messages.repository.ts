// Messages in SQL: the admin list through the platform list language, the staff feed with the audience and
// read-time visibility rules applied in the WHERE clause (so paging and counts are right), and the writes.
import {
  messageAudienceSchema,
  messageListFields,
  messageStatusSchema,
  recipientTypeSchema,
  staffMessageListFields,
  type MessageAudience,
  type MessageListItem,
  type MessageRecipient,
  type MessageStatus,
  type RecipientType,
} from '@crewbase/domain';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { departments, locations, messageReads, messageRecipients, messages, staff, users } from '../../db/schema';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';

/** The status as shown: a Scheduled message whose time has come reads Published. */
const shownStatus = sql<MessageStatus>`(case when ${messages.status} = 'Scheduled' and ${messages.publishAt} <= now() then 'Published' else ${messages.status}::text end)`;

const recipientsLabel = sql<string>`(case when ${messages.audience} = 'everyone' then 'Everyone' else coalesce((
  select string_agg(coalesce(d.name, l.name, s.first_name || ' ' || s.last_name, 'Removed'), ', ' order by coalesce(d.name, l.name, s.first_name || ' ' || s.last_name))
  from message_recipients r
  left join departments d on r.audience = 'departments' and d.id = r.recipient_id
  left join locations l on r.audience = 'locations' and l.id = r.recipient_id
  left join staff s on r.audience = 'staff' and s.id = r.recipient_id
  where r.message_id = ${messages.id}), '') end)`;

export const messageListSpec = defineListSpec<(typeof messageListFields)[number]>({
  fields: {
    title: { expr: messages.title, type: 'text' },
    status: { expr: shownStatus, type: 'enum', values: messageStatusSchema.options },
    recipientType: { expr: messages.recipientType, type: 'enum', values: recipientTypeSchema.options },
    audience: { expr: messages.audience, type: 'enum', values: messageAudienceSchema.options },
    publishAt: { expr: messages.publishAt, type: 'timestamp' },
    createdAt: { expr: messages.createdAt, type: 'timestamp' },
  },
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  tieBreaker: messages.id,
});

const listColumns = {
  id: messages.id,
  title: messages.title,
  status: shownStatus,
  recipientType: messages.recipientType,
  audience: messages.audience,
  recipientsLabel,
  publishAt: messages.publishAt,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
  createdById: users.id,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

type ListRow = {
  id: string;
  title: string;
  status: MessageStatus;
  recipientType: RecipientType;
  audience: MessageAudience;
  recipientsLabel: string;
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  createdById: string | null;
  createdByFirstName: string | null;
  createdByLastName: string | null;
};

const toListItem = (row: ListRow): MessageListItem => ({
  id: row.id,
  title: row.title,
  status: row.status,
  recipientType: row.recipientType,
  audience: row.audience,
  recipientsLabel: row.recipientsLabel,
  publishAt: row.publishAt ? row.publishAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  createdBy: row.createdById ? { id: row.createdById, fullName: `${row.createdByFirstName} ${row.createdByLastName}` } : null,
});

const notDeleted = isNull(messages.deletedAt);

export async function listMessages(db: Db, query: ParsedListQuery): Promise<{ rows: MessageListItem[]; total: number }> {
  const where = and(notDeleted, query.where);
  const rows = await db
    .select(listColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.createdById))
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(messages).where(where);
  return { rows: rows.map(toListItem), total };
}

export interface StoredMessage extends MessageListItem {
  body: string;
  storedStatus: MessageStatus;
  publishAtDate: Date | null;
}

/** One message that is not deleted, with what the detail needs; undefined when absent. */
export async function findMessage(db: Db, id: string): Promise<StoredMessage | undefined> {
  const [row] = await db
    .select({ ...listColumns, body: messages.body, storedStatus: messages.status })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.createdById))
    .where(and(eq(messages.id, id), notDeleted));
  return row ? { ...toListItem(row), body: row.body, storedStatus: row.storedStatus, publishAtDate: row.publishAt } : undefined;
}

/** The recipients of a targeted message with their names, in name order. */
export async function messageRecipientList(db: Db, messageId: string): Promise<MessageRecipient[]> {
  const rows = await selectRows<{ id: string; name: string | null; code: string | null }>(
    db,
    sql`select r.recipient_id as id,
          coalesce(d.name, l.name, s.first_name || ' ' || s.last_name) as name,
          s.staff_id as code
        from message_recipients r
        left join departments d on r.audience = 'departments' and d.id = r.recipient_id
        left join locations l on r.audience = 'locations' and l.id = r.recipient_id
        left join staff s on r.audience = 'staff' and s.id = r.recipient_id
        where r.message_id = ${messageId}
        order by 2 nulls last, 1`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name ?? 'Removed', code: r.code }));
}

export async function countReads(db: Db, messageId: string): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(messageReads).where(eq(messageReads.messageId, messageId));
  return total;
}

/** Which of the ids exist in the table the audience names. */
export async function existingRecipientIds(db: Db, audience: Exclude<MessageAudience, 'everyone'>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const table = audience === 'departments' ? departments : audience === 'locations' ? locations : staff;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
}

export interface MessageValues {
  title: string;
  body: string;
  recipientType: RecipientType;
  audience: MessageAudience;
  status: MessageStatus;
  publishAt: Date | null;
}

export async function insertMessage(db: Db, values: MessageValues & { createdById: string }): Promise<string> {
  const [row] = await db.insert(messages).values(values).returning({ id: messages.id });
  return row.id;
}

export async function replaceRecipients(db: Db, messageId: string, audience: MessageAudience, ids: string[]): Promise<void> {
  await db.delete(messageRecipients).where(eq(messageRecipients.messageId, messageId));
  if (audience === 'everyone' || ids.length === 0) return;
  await db.insert(messageRecipients).values(ids.map((recipientId) => ({ messageId, audience, recipientId })));
}

/** A message may change while it is a Draft, or Scheduled before its time (the condition of every edit). */
const stillEditable = (now: Date): SQL =>
  sql`(${messages.status} = 'Draft' or (${messages.status} = 'Scheduled' and ${messages.publishAt} > ${now.toISOString()}::timestamptz))`;

/** One conditional UPDATE: changes the message only while it is editable; false when it was not. */
export async function updateEditableMessage(db: Db, id: string, values: Partial<MessageValues>, now: Date): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set(values)
    .where(and(eq(messages.id, id), notDeleted, stillEditable(now)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

export async function softDeleteMessage(db: Db, id: string, now: Date): Promise<{ status: MessageStatus } | undefined> {
  const [row] = await db
    .update(messages)
    .set({ deletedAt: now })
    .where(and(eq(messages.id, id), notDeleted))
    .returning({ status: messages.status });
  return row;
}

// ---- The staff side ----------------------------------------------------------------------------------------------

export interface Reader {
  id: string;
  departmentId: string | null;
  locationId: string | null;
}

export async function findReader(db: Db, staffId: string): Promise<Reader | undefined> {
  const [row] = await db
    .select({ id: staff.id, departmentId: staff.departmentId, locationId: staff.locationId })
    .from(staff)
    .where(eq(staff.id, staffId));
  return row;
}

/**
 * The staff rule in SQL: addressed to Staff, not deleted, live (status not Draft and its time come: a published
 * message's publish_at is when it was published), and the reader is in the audience as they are now.
 */
export function visibleTo(reader: Reader, now: Date): SQL {
  const target = (audience: MessageAudience, id: string | null) =>
    id ? sql`(r.audience = ${audience}::message_audience and r.recipient_id = ${id}::uuid)` : sql`false`;
  return sql`(${messages.deletedAt} is null and ${messages.recipientType} = 'Staff' and ${messages.status} <> 'Draft'
    and ${messages.publishAt} <= ${now.toISOString()}::timestamptz
    and (${messages.audience} = 'everyone' or exists (
      select 1 from message_recipients r where r.message_id = ${messages.id}
        and (${target('departments', reader.departmentId)} or ${target('locations', reader.locationId)} or ${target('staff', reader.id)}))))`;
}

const isRead = sql<boolean>`(${messageReads.readAt} is not null)`;

export const staffMessageListSpec = defineListSpec<(typeof staffMessageListFields)[number]>({
  fields: {
    title: { expr: messages.title, type: 'text' },
    publishedAt: { expr: messages.publishAt, type: 'timestamp' },
    read: { expr: sql`(case when ${messageReads.readAt} is null then 'false' else 'true' end)`, type: 'enum', values: ['true', 'false'] },
  },
  defaultSort: [{ field: 'publishedAt', direction: 'DESC' }],
  tieBreaker: messages.id,
});

export interface StaffMessageRow {
  id: string;
  title: string;
  body: string;
  /** Never null for a visible message. */
  publishedAt: Date | null;
  read: boolean;
  readAt: Date | null;
}

const staffColumns = {
  id: messages.id,
  title: messages.title,
  body: messages.body,
  publishedAt: messages.publishAt,
  read: isRead,
  readAt: messageReads.readAt,
};

export async function listStaffMessages(db: Db, reader: Reader, query: ParsedListQuery, now: Date): Promise<{ rows: StaffMessageRow[]; total: number }> {
  const where = and(visibleTo(reader, now), query.where);
  const readJoin = and(eq(messageReads.messageId, messages.id), eq(messageReads.staffId, reader.id));
  const rows = await db
    .select(staffColumns)
    .from(messages)
    .leftJoin(messageReads, readJoin)
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(messages).leftJoin(messageReads, readJoin).where(where);
  return { rows, total };
}

export async function findStaffMessage(db: Db, reader: Reader, id: string, now: Date): Promise<StaffMessageRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(messages)
    .leftJoin(messageReads, and(eq(messageReads.messageId, messages.id), eq(messageReads.staffId, reader.id)))
    .where(and(eq(messages.id, id), visibleTo(reader, now)));
  return row;
}

export async function hasUnread(db: Db, reader: Reader, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messages)
    .leftJoin(messageReads, and(eq(messageReads.messageId, messages.id), eq(messageReads.staffId, reader.id)))
    .where(and(visibleTo(reader, now), isNull(messageReads.readAt)))
    .limit(1);
  return row !== undefined;
}

/** Records the first read; returns when it was first read. */
export async function markRead(db: Db, staffId: string, messageId: string, now: Date): Promise<Date> {
  await db.insert(messageReads).values({ staffId, messageId, readAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ readAt: messageReads.readAt })
    .from(messageReads)
    .where(and(eq(messageReads.staffId, staffId), eq(messageReads.messageId, messageId)));
  return row.readAt;
}
