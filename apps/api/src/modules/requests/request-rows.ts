// Reading request rows joined to their staff member, as every request repository does: one page of a list (with its
// remembered total) and one row by id, both within the caller's scope (visibleTo).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { staff } from '../../db/schema';
import type { ListMemory } from '../../platform/list-memory';
import type { ParsedListQuery } from '../../platform/list-query';

type RequestTable = PgTable & { id: PgColumn; staffId: PgColumn };

/** `select`: the module's columns from its table joined to staff, as a dynamic query (`.$dynamic()`). */
export function requestRows<Q extends PgSelect>(table: RequestTable, select: (db: Db) => Q, listName: string) {
  return {
    async list(db: Db, query: ParsedListQuery, scope: SQL, memory: ListMemory) {
      const where = and(scope, query.where);
      const rows: Q['_']['result'] = await select(db).where(where).orderBy(...query.orderBy).limit(query.limit).offset(query.offset);
      // Remembered for a few seconds (platform list memory), forgotten after any write.
      const total = await memory.total(listName, where, async () => {
        const [{ total: counted }] = await db.select({ total: sql<number>`count(*)::int` }).from(table).innerJoin(staff, eq(staff.id, table.staffId)).where(where);
        return counted;
      });
      return { rows, total };
    },
    async find(db: Db, id: string, scope: SQL) {
      const rows: Q['_']['result'] = await select(db).where(and(eq(table.id, id), scope));
      return rows[0] as Q['_']['result'][number] | undefined;
    },
  };
}
