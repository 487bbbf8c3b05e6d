// The message editor behind /admin/messages/create and /admin/messages/{id}/update: title, rich body, who it is
// for, and when staff see it (now, or a future date and time). Server refusals land beside the field they name.
import { isApiError } from '@crewbase/api-client';
import { usePublishMessage, useSaveMessageDraft, useSendMessage, useUpdateMessage } from '@crewbase/data-access-messages';
import { recipientTypeSchema, type MessageAudience, type MessageDetail } from '@crewbase/domain';
import { applyFieldErrors, FormRadioGroup, FormTextField, RichTextEditor } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import {
  emptyMessageForm,
  formFieldOfPath,
  LOCAL_DATE_TIME,
  MESSAGE_FORM_FIELDS,
  messageFormResolver,
  messageContentOf,
  messageFormValuesOf,
  messageInputOf,
  type MessageFormValues,
} from './message-form-values';
import { messageSavedState, type MessageSavedNotice } from './message-notice';
import { RecipientPicker } from './recipient-picker';

type Intent = 'draft' | 'send';

const audienceOptions = (recipientType: MessageFormValues['recipientType']) =>
  (
    [
      { value: 'everyone', label: 'Everyone' },
      { value: 'departments', label: 'Departments' },
      { value: 'locations', label: 'Locations' },
      { value: 'staff', label: 'Chosen staff' },
    ] satisfies { value: MessageAudience; label: string }[]
  ).map((option) => ({
    ...option,
    // Customers are reached by everyone or by locations (the API refuses the rest).
    disabled: recipientType === 'Customer' && (option.value === 'departments' || option.value === 'staff'),
  }));

export interface MessageFormProps {
  /** The message being edited; absent when creating. */
  message?: MessageDetail;
}

export function MessageForm({ message }: MessageFormProps) {
  const navigate = useNavigate();
  const saveDraft = useSaveMessageDraft();
  const send = useSendMessage();
  const update = useUpdateMessage();
  const publish = usePublishMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [intent, setIntent] = useState<Intent | null>(null);
  const isScheduledEdit = message?.status === 'Scheduled';

  const { control, handleSubmit, setError, clearErrors, setValue } = useForm<MessageFormValues>({
    resolver: messageFormResolver,
    defaultValues: message ? messageFormValuesOf(message) : emptyMessageForm,
  });
  const body = useController({ control, name: 'body' });
  const recipients = useController({ control, name: 'recipients' });
  const publishAt = useController({ control, name: 'publishAt' });
  const [recipientType, audience, when] = useWatch({ control, name: ['recipientType', 'audience', 'when'] });

  // Department ids mean nothing as location or staff ids: a new audience starts an empty list.
  const shownAudience = useRef(audience);
  useEffect(() => {
    if (shownAudience.current === audience) return;
    shownAudience.current = audience;
    setValue('recipients', []);
  }, [audience, setValue]);

  // Customers are reached by everyone or by locations: switching to Customer leaves no impossible choice behind.
  useEffect(() => {
    if (recipientType === 'Customer' && (audience === 'departments' || audience === 'staff')) {
      setValue('audience', 'everyone');
    }
  }, [recipientType, audience, setValue]);

  const write = async (values: MessageFormValues, chosen: Intent): Promise<{ saved: MessageDetail; notice: MessageSavedNotice }> => {
    const input = messageInputOf(values);
    const content = messageContentOf(values);
    const scheduling = values.when === 'schedule';
    const sendNotice: MessageSavedNotice = scheduling ? 'scheduled' : 'published';
    if (!message) {
      if (chosen === 'draft') return { saved: await saveDraft.mutateAsync(content), notice: 'draft' };
      return { saved: await send.mutateAsync(input), notice: sendNotice };
    }
    if (message.status === 'Draft') {
      // A draft keeps no time of its own (the API refuses one): save the content, then publish or schedule it.
      const saved = await update.mutateAsync({ id: message.id, input: content });
      if (chosen === 'draft') return { saved, notice: 'draft' };
      return { saved: await publish.mutateAsync({ id: message.id, input: { publishAt: input.publishAt } }), notice: sendNotice };
    }
    // Scheduled before its time: move it (or keep its time), or send it now.
    const saved = await update.mutateAsync({ id: message.id, input: scheduling ? input : content });
    if (scheduling) return { saved, notice: 'scheduled' };
    return { saved: await publish.mutateAsync({ id: message.id }), notice: 'published' };
  };

  const submit = (chosen: Intent) =>
    handleSubmit(async (values) => {
      setFormError(null);
      setIntent(chosen);
      try {
        const { saved, notice } = await write(values, chosen);
        navigate(generatePath(paths.messageDetail, { id: saved.id }), { state: messageSavedState(notice) });
      } catch (error) {
        if (!isApiError(error)) {
          setFormError('We could not reach Crewbase. The message is not saved yet; try again.');
          return;
        }
        const messages: Record<string, string> = {};
        for (const [path, text] of Object.entries(error.fieldErrors())) messages[formFieldOfPath(path)] ??= text;
        const placed = applyFieldErrors(setError, messages, MESSAGE_FORM_FIELDS);
        if (placed === 0) setFormError(error.message);
      } finally {
        setIntent(null);
      }
    });

  const busy = intent !== null;
  const nowLocal = dayjs().format(LOCAL_DATE_TIME);
  const sendLabel = when === 'schedule' ? (isScheduledEdit ? 'Save changes' : 'Schedule') : 'Publish now';

  return (
    <Card variant="outlined" sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, md: 4 } }}>
        <Stack component="form" noValidate spacing={3} aria-label={message ? 'Edit message' : 'New message'} onSubmit={submit('send')}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <FormTextField control={control} name="title" label="Title" required fullWidth />
          <RichTextEditor
            label="Message"
            required
            value={body.field.value}
            onChange={body.field.onChange}
            onBlur={body.field.onBlur}
            ref={body.field.ref}
            error={body.fieldState.error?.message}
          />
          <FormRadioGroup
            control={control}
            name="recipientType"
            label="Recipient type"
            row
            options={recipientTypeSchema.options.map((value) => ({ value, label: value }))}
          />
          <FormRadioGroup
            control={control}
            name="audience"
            label="Recipients"
            row
            options={audienceOptions(recipientType)}
          />
          {audience !== 'everyone' && (
            <RecipientPicker
              key={audience}
              audience={audience}
              value={recipients.field.value}
              onChange={(next) => {
                recipients.field.onChange(next);
                if (next.length > 0) clearErrors('recipients');
              }}
              onBlur={recipients.field.onBlur}
              inputRef={recipients.field.ref}
              error={recipients.fieldState.error?.message}
            />
          )}
          <FormRadioGroup
            control={control}
            name="when"
            label="When staff see it"
            row
            options={[
              { value: 'now', label: 'Publish now' },
              { value: 'schedule', label: 'Schedule for a date and time' },
            ]}
          />
          {when === 'schedule' && (
            // The browser's own date-time control: a picker on phones and desktops alike, typed entry, and `min`
            // greys out the past; the resolver refuses a past time as well, since `min` alone does not stop typing.
            <TextField
              type="datetime-local"
              label="Publish at"
              name={publishAt.field.name}
              value={publishAt.field.value}
              onChange={publishAt.field.onChange}
              onBlur={publishAt.field.onBlur}
              inputRef={publishAt.field.ref}
              required
              error={Boolean(publishAt.fieldState.error)}
              helperText={publishAt.fieldState.error?.message ?? `In your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: nowLocal, step: 60 } }}
              sx={{ maxWidth: 320 }}
            />
          )}
          <Stack direction={{ xs: 'column-reverse', md: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="secondary" onClick={() => navigate(message ? generatePath(paths.messageDetail, { id: message.id }) : paths.messages)} disabled={busy}>
              Cancel
            </Button>
            {!isScheduledEdit && (
              <Button variant="alternate" onClick={() => void submit('draft')()} loading={intent === 'draft'} disabled={busy}>
                {message ? 'Save draft' : 'Save as draft'}
              </Button>
            )}
            <Button type="submit" variant="adminPrimary" loading={intent === 'send'} disabled={busy}>
              {sendLabel}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

