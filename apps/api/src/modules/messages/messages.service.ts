// Message rules: drafts, sending now or at a time, editing only before a message is live, soft delete, and the
// staff side (only live messages addressed to the caller, decided at read time).
import {
  isMessageEditable,
  type ErrorDetail,
  type LatestUnread,
  type ListResponse,
  type MarkMessageReadResult,
  type MessageDetail,
  type MessageListItem,
  type MessageStatus,
  type PublishMessageInput,
  type StaffMessage,
  type StaffMessageListItem,
} from '@crewbase/domain';
import type { MarkAllReadResult, saveMessageDraftInputSchema, sendMessageInputSchema, updateMessageInputSchema } from '@crewbase/domain';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import { adminActor, staffActor, type ServiceContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { listResource } from '../../platform/resource';
import type { Db } from '../../db/database';
import { messageBodyText, sanitizeMessageBody } from './message-body';
import * as repo from './messages.repository';

type DraftInput = z.output<typeof saveMessageDraftInputSchema>;
type SendInput = z.output<typeof sendMessageInputSchema>;
type UpdateInput = z.output<typeof updateMessageInputSchema>;

const ENTITY = 'message';
const NOT_FOUND = 'No such message.';

export const listMessages = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<MessageListItem>> => listResource(ctx, repo.messageResource, rawQuery, undefined);

async function detail(db: Db, id: string, now = new Date()): Promise<MessageDetail> {
  const message = await repo.findMessage(db, id);
  if (!message) throw notFound(NOT_FOUND);
  const [recipients, readCount] = await Promise.all([repo.messageRecipientList(db, id), repo.countReads(db, id)]);
  const { body, storedStatus, publishAtDate, ...item } = message;
  return {
    ...item,
    body,
    recipientIds: recipients.map((r) => r.id),
    recipients,
    editable: isMessageEditable({ status: storedStatus, publishAt: publishAtDate }, now),
    readCount,
  };
}

export const getMessage = (ctx: ServiceContext, id: string) => detail(ctx.db, id);

/** Cleans the body and checks the recipients exist; throws one 400 naming every problem. */
async function checkContent(db: Db, input: DraftInput): Promise<{ body: string }> {
  const problems: ErrorDetail[] = [];
  const body = sanitizeMessageBody(input.body);
  if (messageBodyText(body) === '') problems.push({ path: 'body', message: 'Write the message: nothing readable is left once unsafe HTML is removed.' });
  if (input.audience !== 'everyone') {
    const found = await repo.existingRecipientIds(db, input.audience, input.recipientIds);
    input.recipientIds.forEach((id, i) => {
      if (!found.has(id)) problems.push({ path: `recipientIds.${i}`, message: `No such ${input.audience === 'staff' ? 'staff member' : input.audience.slice(0, -1)}.` });
    });
  }
  if (problems.length > 0) throw badRequest(`The message is not valid: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, problems);
  return { body };
}

/** publishAt in the future schedules; absent, null or past means now. */
const timing = (publishAt: string | null | undefined, now: Date): { status: MessageStatus; publishAt: Date } => {
  const at = publishAt ? new Date(publishAt) : null;
  return at && at.getTime() > now.getTime() ? { status: 'Scheduled', publishAt: at } : { status: 'Published', publishAt: now };
};

async function create(ctx: ServiceContext, input: DraftInput, when: { status: MessageStatus; publishAt: Date | null }): Promise<MessageDetail> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const { body } = await checkContent(tx, input);
    const id = await repo.insertMessage(tx, {
      title: input.title,
      body,
      recipientType: input.recipientType,
      audience: input.audience,
      status: when.status,
      publishAt: when.publishAt,
      createdById: actor.id,
    });
    await repo.replaceRecipients(tx, id, input.audience, input.recipientIds);
    await writeAudit(tx, { actor, action: 'create', entity: ENTITY, entityId: id, to: { status: when.status, publishAt: when.publishAt } });
    return detail(tx, id);
  });
}

export const saveDraft = (ctx: ServiceContext, input: DraftInput) => create(ctx, input, { status: 'Draft', publishAt: null });

export const sendMessage = (ctx: ServiceContext, input: SendInput) => create(ctx, input, timing(input.publishAt, new Date()));

/** 404 when absent or deleted, 409 when it is live already. */
async function refuseUnlessEditable(db: Db, id: string, verb: string): Promise<never> {
  const message = await repo.findMessage(db, id);
  if (!message) throw notFound(NOT_FOUND);
  throw conflict(`This message is ${message.status === 'Published' ? 'published' : message.status.toLowerCase()} already, so it cannot be ${verb}.`);
}

export async function updateMessage(ctx: ServiceContext, id: string, input: UpdateInput): Promise<MessageDetail> {
  const actor = adminActor(ctx);
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findMessage(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    if (!isMessageEditable({ status: current.storedStatus, publishAt: current.publishAtDate }, now)) await refuseUnlessEditable(tx, id, 'edited');
    let publishAt = current.publishAtDate;
    if (input.publishAt) {
      if (current.storedStatus === 'Draft') {
        throw badRequest('A draft has no publish time: publish or schedule it with messages/publish.', [
          { path: 'publishAt', message: 'Drafts are published or scheduled with Publish.' },
        ]);
      }
      publishAt = new Date(input.publishAt);
      if (publishAt.getTime() <= now.getTime()) {
        throw badRequest('Choose a time in the future, or publish the message now.', [{ path: 'publishAt', message: 'Choose a time in the future.' }]);
      }
    }
    const { body } = await checkContent(tx, input);
    const changed = await repo.updateEditableMessage(
      tx,
      id,
      { title: input.title, body, recipientType: input.recipientType, audience: input.audience, publishAt },
      now,
    );
    if (!changed) await refuseUnlessEditable(tx, id, 'edited');
    await repo.replaceRecipients(tx, id, input.audience, input.recipientIds);
    await writeAudit(tx, { actor, action: 'update', entity: ENTITY, entityId: id, from: { publishAt: current.publishAt }, to: { publishAt } });
    return detail(tx, id, now);
  });
}

export async function publishMessage(ctx: ServiceContext, id: string, input: PublishMessageInput): Promise<MessageDetail> {
  const actor = adminActor(ctx);
  const now = new Date();
  const when = timing(input.publishAt, now);
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findMessage(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    const changed = await repo.updateEditableMessage(tx, id, when, now);
    if (!changed) await refuseUnlessEditable(tx, id, 'published again');
    await writeAudit(tx, {
      actor,
      action: 'publish',
      entity: ENTITY,
      entityId: id,
      from: { status: current.storedStatus, publishAt: current.publishAt },
      to: { status: when.status, publishAt: when.publishAt.toISOString() },
    });
    return detail(tx, id, now);
  });
}

export async function deleteMessage(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const deleted = await repo.softDeleteMessage(tx, id, new Date());
    if (!deleted) throw notFound(NOT_FOUND);
    await writeAudit(tx, { actor, action: 'delete', entity: ENTITY, entityId: id, from: { status: deleted.status }, to: { deleted: true } });
  });
}

// ---- Staff ------------------------------------------------------------------------------------------------------

async function reader(ctx: ServiceContext): Promise<repo.Reader> {
  const found = await repo.findReader(ctx.db, staffActor(ctx).id);
  if (!found) throw notFound('No such staff member.');
  return found;
}

const iso = (date: Date | null) => (date ?? new Date(0)).toISOString();

export async function listMyMessages(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<StaffMessageListItem>> {
  return listResource(ctx, repo.staffMessageResource, rawQuery, { reader: await reader(ctx), now: new Date() });
}

export async function getMyMessage(ctx: ServiceContext, id: string): Promise<StaffMessage> {
  const row = await repo.findStaffMessage(ctx.db, await reader(ctx), id, new Date());
  if (!row) throw notFound(NOT_FOUND);
  return { id: row.id, title: row.title, body: row.body, publishedAt: iso(row.publishedAt), read: row.read, readAt: row.readAt?.toISOString() ?? null };
}

export async function latestUnread(ctx: ServiceContext): Promise<LatestUnread> {
  return { hasUnread: await repo.hasUnread(ctx.db, await reader(ctx), new Date()) };
}

export async function markAsRead(ctx: ServiceContext, id: string): Promise<MarkMessageReadResult> {
  const me = await reader(ctx);
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.findStaffMessage(tx, me, id, now))) throw notFound(NOT_FOUND);
    const readAt = await repo.markRead(tx, me.id, id, now);
    return { id, read: true as const, readAt: readAt.toISOString() };
  });
}

/** Every message the reader can see now is read from now on (a message read before keeps its first read time). */
export async function markAllAsRead(ctx: ServiceContext): Promise<MarkAllReadResult> {
  const me = await reader(ctx);
  return { updated: await repo.markAllRead(ctx.db, me, new Date()) };
}
