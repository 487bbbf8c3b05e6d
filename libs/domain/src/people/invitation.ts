// An invitation: the activation code mailed to a new staff member or admin (on create, or resent). The profile
// shows it while the account is Pending, so an admin can tell that the mail went out and whether it still works.
import { z } from 'zod';

export const invitationSchema = z.object({
  /** When the live activation code was mailed. */
  invitedAt: z.string(),
  /** When that code stops working (the API's INVITATION_TTL after invitedAt, 72 hours by default). */
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
