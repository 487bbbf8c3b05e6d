// What a successful write tells the detail screen to announce, carried in the navigation state.
export type MessageSavedNotice = 'draft' | 'published' | 'scheduled';

export const messageSavedState = (notice: MessageSavedNotice) => ({ messageSaved: notice });

const texts: Record<MessageSavedNotice, string> = {
  draft: 'Draft saved. Staff will not see it until it is published.',
  published: 'Message published. Its recipients can read it now.',
  scheduled: 'Message scheduled. Its recipients will see it from the time you chose.',
};

export function messageSavedText(state: unknown): string | null {
  const notice = (state as { messageSaved?: unknown } | null)?.messageSaved;
  return typeof notice === 'string' && notice in texts ? texts[notice as MessageSavedNotice] : null;
}
