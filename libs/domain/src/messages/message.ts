// Messages and announcements: shapes of /api/admin/messages/... and /api/staff/messages/..., and the read-time rules.
//
// Visibility is decided when someone reads, never by a job:
// - a message is live when it is Published, or Scheduled and its publishAt has come;
// - admins see a live Scheduled message as Published;
// - a staff member sees a message when it is live, addressed to Staff, not deleted, and they are in its audience.
// The audience is matched against the staff member's department, location and id as they are at read time, so a
// new joiner in a department sees that department's announcements, past ones included, and someone who moves away
// stops seeing them. It is the simplest rule that is always right about "who is in Operations now".
import { z } from 'zod';
import { messageStatusSchema, recipientTypeSchema } from '../enums';

export type MessageStatus = z.infer<typeof messageStatusSchema>;
export type RecipientType = z.infer<typeof recipientTypeSchema>;

/** Who a message goes to: everyone, or the listed departments, locations or staff members. */
export const messageAudienceSchema = z.enum(['everyone', 'departments', 'locations', 'staff']);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

export const MESSAGE_TITLE_MAX = 200;
export const MESSAGE_BODY_MAX = 50_000;
export const MESSAGE_RECIPIENTS_MAX = 500;

/** The HTML a message body may hold; the API removes everything else whatever the client sends. */
export const messageBodyAllowedTags = ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'] as const;
/** Links may only use these schemes (plus relative links are dropped). */
export const messageLinkSchemes = ['http', 'https', 'mailto'] as const;

const messageContentShape = {
  title: z
    .string()
    .trim()
    .min(1, { message: 'Give the message a title.' })
    .max(MESSAGE_TITLE_MAX, { message: `Keep the title to ${MESSAGE_TITLE_MAX} characters.` }),
  body: z
    .string()
    .min(1, { message: 'Write the message.' })
    .max(MESSAGE_BODY_MAX, { message: `Keep the message to ${MESSAGE_BODY_MAX} characters of HTML.` })
    .describe('Rich text as HTML; sanitised on the server to messageBodyAllowedTags'),
  recipientType: recipientTypeSchema,
  audience: messageAudienceSchema,
  recipientIds: z
    .array(z.uuid({ message: 'Choose recipients from the list.' }))
    .max(MESSAGE_RECIPIENTS_MAX, { message: `Choose at most ${MESSAGE_RECIPIENTS_MAX} recipients.` })
    .default([])
    .describe('Department, location or staff ids, by audience; empty for everyone'),
};

const publishAtSchema = z.iso
  .datetime({ offset: true, message: 'Give the date and time as an ISO date-time, e.g. 2026-12-01T09:00:00Z.' })
  .nullable()
  .optional()
  .describe('When staff see it; absent, null or past means now');

/** The audience rule: everyone has no list; other audiences need one. Customers are reached by everyone or locations. */
function checkAudience(value: { recipientType: RecipientType; audience: MessageAudience; recipientIds: string[] }, ctx: z.RefinementCtx) {
  if (value.audience === 'everyone' && value.recipientIds.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['recipientIds'], message: 'A message to everyone takes no recipient list.' });
  }
  if (value.audience !== 'everyone' && value.recipientIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['recipientIds'], message: `Choose at least one of the ${value.audience}.` });
  }
  if (new Set(value.recipientIds).size !== value.recipientIds.length) {
    ctx.addIssue({ code: 'custom', path: ['recipientIds'], message: 'Each recipient may be chosen once.' });
  }
  if (value.recipientType === 'Customer' && (value.audience === 'departments' || value.audience === 'staff')) {
    ctx.addIssue({ code: 'custom', path: ['audience'], message: 'Customers are reached by everyone or by locations.' });
  }
}

/** POST /api/admin/messages/draft */
export const saveMessageDraftInputSchema = z.object(messageContentShape).superRefine(checkAudience);
export type SaveMessageDraftInput = z.input<typeof saveMessageDraftInputSchema>;

/** POST /api/admin/messages/send: publish now, or schedule when publishAt is in the future. */
export const sendMessageInputSchema = z.object({ ...messageContentShape, publishAt: publishAtSchema }).superRefine(checkAudience);
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

/**
 * PATCH /api/admin/messages/{id}: the whole message again. Allowed for drafts and for scheduled messages before their
 * time. publishAt is only for a scheduled message (moving its time; it must stay in the future); drafts take none.
 */
export const updateMessageInputSchema = z.object({ ...messageContentShape, publishAt: publishAtSchema }).superRefine(checkAudience);
export type UpdateMessageInput = z.input<typeof updateMessageInputSchema>;

/** PATCH /api/admin/messages/publish/{id}: publish a draft (or a not-yet-due scheduled message) now, or schedule it. */
export const publishMessageInputSchema = z.object({ publishAt: publishAtSchema });
export type PublishMessageInput = z.input<typeof publishMessageInputSchema>;

export const messageAuthorSchema = z.object({ id: z.string(), fullName: z.string() });

/** A row of GET /api/admin/messages. status is as shown: a Scheduled message whose time has come reads Published. */
export const messageListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: messageStatusSchema,
  recipientType: recipientTypeSchema,
  audience: messageAudienceSchema,
  /** "Everyone", or the recipients' names joined by commas (departments, locations or staff). */
  recipientsLabel: z.string(),
  /** When it was or will be published; null for drafts. */
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: messageAuthorSchema.nullable(),
});
export type MessageListItem = z.infer<typeof messageListItemSchema>;

export const messageRecipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The staff ID (STF-0001) for a staff recipient; null otherwise. */
  code: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

/** GET /api/admin/messages/{id} and the answer of every admin message write. */
export const messageDetailSchema = messageListItemSchema.extend({
  body: z.string(),
  recipientIds: z.array(z.string()),
  recipients: z.array(messageRecipientSchema),
  /** Drafts, and scheduled messages before their time. */
  editable: z.boolean(),
  /** Staff members who have marked it read. */
  readCount: z.number().int(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** Fields of GET /api/admin/messages (filter/sort). */
export const messageListFields = ['title', 'status', 'recipientType', 'audience', 'publishAt', 'createdAt'] as const;

/** A row of GET /api/staff/messages: newest first. */
export const staffMessageListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The start of the body as plain text. */
  excerpt: z.string(),
  publishedAt: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
});
export type StaffMessageListItem = z.infer<typeof staffMessageListItemSchema>;

/** GET /api/staff/messages/{id}. */
export const staffMessageSchema = staffMessageListItemSchema.omit({ excerpt: true }).extend({ body: z.string() });
export type StaffMessage = z.infer<typeof staffMessageSchema>;

/** Fields of GET /api/staff/messages (filter/sort). */
export const staffMessageListFields = ['title', 'publishedAt', 'read'] as const;

/** GET /api/staff/messages/latest-unread: whether any visible message is unread. */
export const latestUnreadSchema = z.object({ hasUnread: z.boolean() });
export type LatestUnread = z.infer<typeof latestUnreadSchema>;

/** PATCH /api/staff/messages/mark-as-read/{id}: idempotent; readAt is the first time it was read. */
export const markMessageReadResultSchema = z.object({ id: z.string(), read: z.literal(true), readAt: z.string() });
export type MarkMessageReadResult = z.infer<typeof markMessageReadResultSchema>;

// ---- The read-time rules --------------------------------------------------------------------------------------

export interface MessageTiming {
  status: MessageStatus;
  publishAt: string | Date | null;
}

const instant = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Published, or Scheduled with its time come. */
export function isMessageLive(message: MessageTiming, now: Date = new Date()): boolean {
  if (message.status === 'Published') return true;
  return message.status === 'Scheduled' && message.publishAt !== null && instant(message.publishAt) <= now.getTime();
}

/** The status admins see. */
export const displayedMessageStatus = (message: MessageTiming, now: Date = new Date()): MessageStatus =>
  isMessageLive(message, now) ? 'Published' : message.status;

/** Drafts, and scheduled messages before their time, may be edited or published; anything live may not (409). */
export const isMessageEditable = (message: MessageTiming, now: Date = new Date()): boolean =>
  message.status === 'Draft' || (message.status === 'Scheduled' && !isMessageLive(message, now));

export interface MessageAddressing {
  recipientType: RecipientType;
  audience: MessageAudience;
  recipientIds: readonly string[];
}

export interface AudienceMember {
  id: string;
  departmentId: string | null;
  locationId: string | null;
}

/** Whether a staff member, as they are now, is among a message's recipients. */
export function isInMessageAudience(message: MessageAddressing, member: AudienceMember): boolean {
  if (message.recipientType !== 'Staff') return false;
  switch (message.audience) {
    case 'everyone':
      return true;
    case 'departments':
      return member.departmentId !== null && message.recipientIds.includes(member.departmentId);
    case 'locations':
      return member.locationId !== null && message.recipientIds.includes(member.locationId);
    case 'staff':
      return message.recipientIds.includes(member.id);
  }
}

/** The whole staff rule: live and addressed to them. (Deleted messages are never visible.) */
export const isMessageVisibleToStaff = (
  message: MessageTiming & MessageAddressing & { deleted?: boolean },
  member: AudienceMember,
  now: Date = new Date(),
): boolean => !message.deleted && isMessageLive(message, now) && isInMessageAudience(message, member);
