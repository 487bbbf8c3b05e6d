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
  type StaffMessageListItem,
  type MessageRecipient,
  type MessageStatus,
  type RecipientType,
} from '@crewbase/domain';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { departments, locations, messageReads, messageRecipients, messages, staff, users } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import { readStateField, type ListField, type ParsedListQuery } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource, orNull } from '../../platform/resource';
import { messageExcerpt } from './message-body';

/** The status as shown: a Scheduled message whose time has come reads Published. */
const shownStatus = sql<MessageStatus>`(case when ${messages.status} = 'Scheduled' and ${messages.publishAt} <= now() then 'Published' else ${messages.status}::text end)`;

/** Each shown status as conditions on the stored status and time, exactly as shownStatus decides it, for the indexes. */
const shownStatusConditions: Record<MessageStatus, SQL> = {
  Draft: sql`${messages.status} = 'Draft'`,
  Published: sql`(${messages.status} = 'Published' or (${messages.status} = 'Scheduled' and ${messages.publishAt} <= now()))`,
  Scheduled: sql`${messages.status} = 'Scheduled' and (${messages.publishAt} is null or ${messages.publishAt} > now())`,
};

const recipientsLabel = sql<string>`(case when ${messages.audience} = 'everyone' then 'Everyone' else coalesce((
  select string_agg(coalesce(d.name, l.name, s.first_name || ' ' || s.last_name, 'Removed'), ', ' order by coalesce(d.name, l.name, s.first_name || ' ' || s.last_name))
  from message_recipients r
  left join departments d on r.audience = 'departments' and d.id = r.recipient_id
  left join locations l on r.audience = 'locations' and l.id = r.recipient_id
  left join staff s on r.audience = 'staff' and s.id = r.recipient_id
  where r.message_id = ${messages.id}), '') end)`;

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
  createdById: orNull(users.id),
  createdByFirstName: orNull(users.firstName),
  createdByLastName: orNull(users.lastName),
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

/** GET /api/admin/messages and its export: every message not deleted, its status as shown. */
export const messageResource = defineResource({
  name: 'messages',
  title: 'Messages',
  permission: 'messages',
  table: messages,
  id: messages.id,
  joins: [{ table: users, on: eq(users.id, messages.createdById) }],
  scope: () => notDeleted,
  fields: {
    title: { expr: messages.title, type: 'text', notNull: true },
    status: { expr: shownStatus, type: 'enum', values: messageStatusSchema.options, notNull: true, conditions: shownStatusConditions },
    recipientType: { expr: messages.recipientType, type: 'enum', values: recipientTypeSchema.options, notNull: true },
    audience: { expr: messages.audience, type: 'enum', values: messageAudienceSchema.options, notNull: true },
    publishAt: { expr: messages.publishAt, type: 'timestamp' },
    createdAt: { expr: messages.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof messageListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: listColumns,
  toItem: toListItem,
  exportColumns: exportColumns<MessageListItem>()([
    { header: 'Title', type: 'text', value: (m) => m.title },
    { header: 'Status', type: 'text', value: (m) => m.status },
    { header: 'Recipients', type: 'text', value: (m) => m.recipientType },
    { header: 'Audience', type: 'text', value: (m) => m.recipientsLabel },
    { header: 'Publish at', type: 'datetime', value: (m) => m.publishAt },
    { header: 'Created by', type: 'text', value: (m) => m.createdBy?.fullName },
    { header: 'Created', type: 'datetime', value: (m) => m.createdAt },
  ]),
});

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
 * How finely the staff side reads the clock for scheduled messages. The feed's SQL, and so the list memory's key for
 * its total and page starts (platform/list-memory.ts), holds the instant compared with: compared with the current
 * millisecond, no two requests shared a key and every page counted the ~900,000 announcements a person sees. A
 * message scheduled for 10:00:00.5 therefore shows from 10:01:00 (at most a minute late, never early); a message
 * published now shows at once, since a Published message is live whatever the instant.
 */
export const VISIBILITY_STEP_MS = 60_000;

/** The instant the staff side compares scheduled times with: `now` rounded down to the step. */
export const visibilityInstant = (now: Date): Date => new Date(Math.floor(now.getTime() / VISIBILITY_STEP_MS) * VISIBILITY_STEP_MS);

/**
 * The staff rule in SQL: addressed to Staff, not deleted, live (Published, or Scheduled and its time come by the
 * rounded instant), and the reader is in the audience as they are now.
 */
export function visibleTo(reader: Reader, now: Date): SQL {
  const target = (audience: MessageAudience, id: string | null) =>
    id ? sql`(r.audience = ${audience}::message_audience and r.recipient_id = ${id}::uuid)` : sql`false`;
  return sql`(${messages.deletedAt} is null and ${messages.recipientType} = 'Staff' and ${messages.status} <> 'Draft'
    and (${messages.status} = 'Published' or ${messages.publishAt} <= ${visibilityInstant(now).toISOString()}::timestamptz)
    and (${messages.audience} = 'everyone' or exists (
      select 1 from message_recipients r where r.message_id = ${messages.id}
        and (${target('departments', reader.departmentId)} or ${target('locations', reader.locationId)} or ${target('staff', reader.id)}))))`;
}

const isRead = sql<boolean>`(${messageReads.readAt} is not null)`;

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
  readAt: orNull(messageReads.readAt),
};

const iso = (date: Date | null) => (date ?? new Date(0)).toISOString();

type StaffFeedParams = { reader: Reader; now: Date };

/**
 * The unread filter's total as the visible messages less the visible ones the reader has read: two counts an index
 * answers (the feed's covering index, the reader's few reads) instead of an anti-join over every visible message.
 * Null (count the rows) for any other filter.
 */
async function unreadCount(db: Db, query: ParsedListQuery, { reader, now }: StaffFeedParams): Promise<number | null> {
  const [filter, ...others] = query.filters;
  if (others.length > 0 || filter?.field !== 'read' || filter.operator !== '$eq' || filter.value !== 'false') return null;
  const visible = visibleTo(reader, now);
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select ((select count(*) from ${messages} where ${visible})
              - (select count(*) from ${messageReads} inner join ${messages} on ${messages.id} = ${messageReads.messageId}
                  where ${messageReads.staffId} = ${reader.id} and ${visible}))::int as "total"`,
  );
  return row.total;
}

/** GET /api/staff/messages: what the reader may see now, with whether they have read it. */
export const staffMessageResource = defineResource({
  name: 'staff-messages',
  title: 'My messages',
  table: messages,
  id: messages.id,
  joins: ({ reader }: StaffFeedParams) => [
    { table: messageReads, on: and(eq(messageReads.messageId, messages.id), eq(messageReads.staffId, reader.id)) as SQL },
  ],
  scope: ({ reader, now }) => visibleTo(reader, now),
  fields: {
    title: { expr: messages.title, type: 'text', notNull: true },
    // Never null within the scope (a live message has its publish time), so deep pages may seek.
    publishedAt: { expr: messages.publishAt, type: 'timestamp', notNull: true },
    // The reader's read row found or not, tested on the joined key.
    read: readStateField(messageReads.readAt, messageReads.messageId),
  } satisfies Record<(typeof staffMessageListFields)[number], ListField>,
  defaultSort: [{ field: 'publishedAt', direction: 'DESC' }],
  count: unreadCount,
  columns: staffColumns,
  toItem: (r): StaffMessageListItem => ({ id: r.id, title: r.title, excerpt: messageExcerpt(r.body), publishedAt: iso(r.publishedAt), read: r.read, readAt: r.readAt?.toISOString() ?? null }),
});

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

/** Records a read of every message the reader can see and has not read; answers how many. */
export async function markAllRead(db: Db, reader: Reader, now: Date): Promise<number> {
  const rows = await selectRows<{ messageId: string }>(
    db,
    sql`insert into message_reads (staff_id, message_id, read_at)
        select ${reader.id}::uuid, ${messages.id}, ${now.toISOString()}::timestamptz from ${messages} where ${visibleTo(reader, now)}
        on conflict do nothing returning message_id as "messageId"`,
  );
  return rows.length;
}
