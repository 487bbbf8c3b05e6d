// A list of uuids as one PostgreSQL uuid[] parameter. drizzle's sql template spreads a JS array into a list of
// parameters ($1, $2, ...), which `= any(...)` cannot take; one array literal can. The ids are uuids (checked by the
// request schema or read from a uuid column), so the literal holds nothing else.
import { sql, type SQL } from 'drizzle-orm';

export const uuidArray = (ids: readonly string[] | string): SQL => sql`${typeof ids === 'string' ? ids : `{${ids.join(',')}}`}::uuid[]`;
