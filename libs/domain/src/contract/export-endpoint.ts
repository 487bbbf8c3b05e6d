// The export of a list: GET <list path>/export?format=csv|xlsx with the list's filters and sort (no page: every
// matching row), the same access as the list, answered as a file.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { listQuerystringSchema } from './list-querystring';
import type { RouteAccess } from './route-access';

export const exportFormatSchema = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const exportQuerystringSchema = listQuerystringSchema.extend({
  format: exportFormatSchema.optional().describe('csv (default) or xlsx'),
});

const exportFile = z.any().describe('The rows as a CSV or XLSX attachment; X-Row-Count says how many');

/** The export endpoint of an admin list endpoint: same path + `/export`, same access, tags and path params. */
export const exportEndpoint = <P extends z.ZodType | undefined = undefined>(
  list: { path: string; access: RouteAccess; tags: readonly string[]; params?: P },
  title: string,
) =>
  endpoint({
    method: 'GET',
    path: `${list.path}/export`,
    access: list.access,
    tags: list.tags,
    summary: `${title} as a CSV or XLSX file: the list's filters and sort, every matching row`,
    params: list.params as P,
    query: exportQuerystringSchema,
    status: 200,
    response: exportFile,
    file: true,
  });
