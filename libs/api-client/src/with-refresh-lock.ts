import type { Area } from '@crewbase/domain';

/**
 * Runs `task` while holding the area's refresh lock, shared by every tab of this origin, so two tabs never
 * spend the same refresh token (the API treats reuse of a rotated token as theft and ends the session).
 * Without the Web Locks API the task runs at once; re-reading the stored login inside it still covers most races.
 */
export function withRefreshLock<T>(area: Area, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return task();
  return locks.request(`crewbase.${area}.refresh`, { mode: 'exclusive' }, task) as Promise<T>;
}
