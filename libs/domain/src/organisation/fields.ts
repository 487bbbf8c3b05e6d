// Input pieces the organisation and people schemas share.
import { z } from 'zod';

/** A record id (uuid) in a body, with a message a form can show. */
export const idFieldSchema = (what: string) => z.string().uuid(`Choose ${what}`);

/** A required name: trimmed, 2 to 80 characters. */
export const nameFieldSchema = (what: string) =>
  z.string().trim().min(2, `Enter ${what} of at least 2 characters`).max(80, `Use at most 80 characters for ${what}`);

/** Optional free text: blank becomes null. */
export const optionalTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Path parameter `{id}`. */
export const idParamsSchema = z.object({ id: z.string().uuid('Unknown id') });
export type IdParams = z.infer<typeof idParamsSchema>;
