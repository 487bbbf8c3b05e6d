// What a successful write says on the screen it leads to, carried as the console's common route notice
// (`navigate(to, { state: { notice } })`, shown by useRouteNotice) like every other console form.
export type MessageSavedNotice = 'draft' | 'published' | 'scheduled';

const texts: Record<MessageSavedNotice, string> = {
  draft: 'Draft saved. Staff will not see it until it is published.',
  published: 'Message published. Its recipients can read it now.',
  scheduled: 'Message scheduled. Its recipients will see it from the time you chose.',
};

/** The navigation state that makes the next screen announce the write. */
export const messageSavedState = (notice: MessageSavedNotice) => ({ notice: texts[notice] });
