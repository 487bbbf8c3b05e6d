import { mailOutboxListFields, type MailOutboxItem } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';

export const mailOutboxListSpec = defineListSpec<(typeof mailOutboxListFields)[number]>({
  fields: {
    to: { expr: mailOutbox.to, type: 'text' },
    subject: { expr: mailOutbox.subject, type: 'text' },
    createdAt: { expr: mailOutbox.createdAt, type: 'timestamp' },
  },
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  tieBreaker: mailOutbox.id,
});

export async function listMail(db: Db, query: ParsedListQuery): Promise<{ rows: MailOutboxItem[]; total: number }> {
  const rows = await db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(query.where);
  return { total, rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
