// The message form's values and rules. The content rules are the domain's own (the same schema the API applies);
// the one rule only a form has is that a scheduled time must still be ahead when the admin presses Schedule.
import {
  sendMessageInputSchema,
  type MessageAudience,
  type MessageDetail,
  type MessageRecipient,
  type RecipientType,
  type SaveMessageDraftInput,
  type SendMessageInput,
} from '@crewbase/domain';
import dayjs from 'dayjs';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type MessageWhen = 'now' | 'schedule';

export interface MessageFormValues {
  title: string;
  body: string;
  recipientType: RecipientType;
  audience: MessageAudience;
  recipients: MessageRecipient[];
  when: MessageWhen;
  /** The native date-time field's value, `YYYY-MM-DDTHH:mm` in the admin's own time zone; '' when unset. */
  publishAt: string;
}

export const MESSAGE_FORM_FIELDS = ['title', 'body', 'recipientType', 'audience', 'recipients', 'publishAt'] as const;

export const LOCAL_DATE_TIME = 'YYYY-MM-DDTHH:mm';

export const emptyMessageForm: MessageFormValues = {
  title: '',
  body: '',
  recipientType: 'Staff',
  audience: 'everyone',
  recipients: [],
  when: 'now',
  publishAt: '',
};

export function messageFormValuesOf(message: MessageDetail): MessageFormValues {
  const scheduled = message.status === 'Scheduled' && message.publishAt !== null;
  return {
    title: message.title,
    body: message.body,
    recipientType: message.recipientType,
    audience: message.audience,
    recipients: message.recipients,
    when: scheduled ? 'schedule' : 'now',
    publishAt: scheduled ? dayjs(message.publishAt).format(LOCAL_DATE_TIME) : '',
  };
}

/** What the message says and who it is for: a draft's whole input. */
export function messageContentOf(values: MessageFormValues): SaveMessageDraftInput {
  return {
    title: values.title,
    body: values.body,
    recipientType: values.recipientType,
    audience: values.audience,
    recipientIds: values.audience === 'everyone' ? [] : values.recipients.map((recipient) => recipient.id),
  };
}

/** The content plus publishAt (an instant, ISO) when scheduling; null means now. */
export function messageInputOf(values: MessageFormValues): SendMessageInput {
  return {
    ...messageContentOf(values),
    publishAt: values.when === 'schedule' && values.publishAt ? dayjs(values.publishAt).toISOString() : null,
  };
}

/** The form field an API or schema error path belongs to (`recipientIds.2` is the recipients picker). */
export const formFieldOfPath = (path: string): string => {
  const head = path.split('.')[0];
  return head === 'recipientIds' ? 'recipients' : head;
};

/** The refusal for a scheduled time that is missing or not in the future, or null when it is fine. */
export function publishAtProblem(publishAt: string, now: Date = new Date()): string | null {
  if (!publishAt) return 'Choose the date and time staff should see it.';
  const when = dayjs(publishAt);
  if (!when.isValid()) return 'Enter a date and time, e.g. 01/12/2026 09:00.';
  if (!when.isAfter(now)) return 'Choose a time in the future; to send it now, choose "Publish now".';
  return null;
}

export const messageFormResolver: Resolver<MessageFormValues> = async (values) => {
  const errors: FieldErrors<MessageFormValues> = {};
  const parsed = sendMessageInputSchema.safeParse(messageContentOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOfPath(issue.path.map(String).join('.')) as keyof MessageFormValues;
      errors[field] ??= { type: 'validation', message: issue.message };
    }
  }
  if (values.when === 'schedule') {
    const problem = publishAtProblem(values.publishAt);
    if (problem) errors.publishAt = { type: 'validation', message: problem };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
