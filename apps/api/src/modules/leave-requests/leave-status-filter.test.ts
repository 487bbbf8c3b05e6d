// The leave lists' status filter as the statement carries it: every shown status written in, none bound, so a page of
// one status is kept prepared with a plan for that status (resource.ts, keepsOnePlan) and the approved rows' partial
// index, whose predicate names APPROVED, stays usable in it.
import { leaveStatusSchema } from '@crewbase/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { parseListQuery } from '../../platform/list-query';
import { leaveResource } from './leave-requests.resource';

const dialect = new PgDialect();
/** ACTIVE and COMPLETED are approved leave read against today. */
const storedAs = (status: string) => (status === 'ACTIVE' || status === 'COMPLETED' ? 'APPROVED' : status);

it.each(leaveStatusSchema.options)('a filter on %s binds no value', (status) => {
  const parsed = parseListQuery(new URLSearchParams({ filter: `status||$eq||${status}` }).toString(), leaveResource.spec);
  expect(parsed.boundValues).toBe(false);
  const { sql: text, params } = dialect.sqlToQuery(parsed.where!);
  expect(params).toEqual([]);
  expect(text).toContain(`"leave_requests"."status" = '${storedAs(status)}'`);
});
