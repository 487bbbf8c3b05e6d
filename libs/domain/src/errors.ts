import * as z from 'zod/mini';

/** One problem with the input, named by its path (`email`, `items.0.amount`). */
export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** Every error the API sends has this shape. */
export const errorEnvelopeSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
  details: z.optional(z.array(errorDetailSchema)),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
