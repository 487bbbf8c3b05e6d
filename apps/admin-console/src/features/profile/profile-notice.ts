// The one-off message the profile screen shows after an edit, carried in router state (not the URL, so a reload
// or a shared link does not repeat it).
export interface ProfileNoticeState {
  profileNotice: string;
}

export const profileUpdatedState: ProfileNoticeState = { profileNotice: 'Profile updated' };

export function readProfileNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Partial<ProfileNoticeState>).profileNotice;
  return typeof notice === 'string' ? notice : null;
}
