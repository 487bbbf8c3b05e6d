import * as z from 'zod/mini';

/**
 * The answer of requests that only say they were accepted (202), such as resend-activation and forgot-password,
 * which answer the same whether or not the email exists.
 */
export const acknowledgementSchema = z.object({ message: z.string() });
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;
