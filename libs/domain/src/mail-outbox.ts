import { z } from 'zod';

/** A row of GET /api/admin/mail-outbox: mail kept when no SMTP server is configured. */
export const mailOutboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;

/** Fields the outbox may be filtered and sorted on. */
export const mailOutboxListFields = ['to', 'subject', 'createdAt'] as const;
