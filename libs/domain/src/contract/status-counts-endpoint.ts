// How many rows of a list are in each status: GET <list path>/status-counts with the list's filters except the status
// one (sort, page and limit are read and ignored), the same access as the list. The list screens show the answer on
// their status chips, so a person sees what each one-click filter holds before choosing it.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { listQuerystringSchema } from './list-querystring';
import type { RouteAccess } from './route-access';

/**
 * Every status of the list with its count (zero included), and what "All" holds under the filters. Like a list's
 * total, a count stops at its cap (listTotalCap): `totalCapped` says "All" did, `capped` names the statuses that did.
 */
export const statusCountsSchema = z.object({
  counts: z.record(z.string(), z.number().int().nonnegative()),
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean().optional(),
  capped: z.array(z.string()).optional(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** The status counts endpoint of an admin list endpoint: same path + `/status-counts`, same access, tags and path params. */
export const statusCountsEndpoint = <P extends z.ZodType | undefined = undefined>(
  list: { path: string; access: RouteAccess; tags: readonly string[]; params?: P },
  title: string,
) =>
  endpoint({
    method: 'GET',
    path: `${list.path}/status-counts`,
    access: list.access,
    tags: list.tags,
    summary: `${title} counted by status: the list's filters except status`,
    params: list.params as P,
    list: true,
    query: listQuerystringSchema,
    status: 200,
    response: statusCountsSchema,
  });
