// The list parameters as OpenAPI shows them. The real reading is the API's parseListQuery on the raw query string,
// which also accepts the indexed forms (filter[0]=, sort[0]=) this schema lets through untouched.
import { z } from 'zod';

const oneOrMany = z.union([z.string(), z.array(z.string())]);

export const listQuerystringSchema = z.looseObject({
  filter: oneOrMany.optional().describe('field||$op||value, repeatable ($eq, $cont, $gte, $lte, $in with comma-separated values)'),
  sort: oneOrMany.optional().describe('field,ASC or field,DESC, repeatable'),
  page: z.string().optional().describe('1-based page number (default 1)'),
  limit: z.string().optional().describe('rows per page, 1..100 (default 10)'),
});
