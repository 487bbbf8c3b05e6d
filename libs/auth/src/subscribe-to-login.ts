import type { Area, AuthTokens } from '@crewbase/domain';
import { parseStoredLogin } from './get-stored-login';
import { storageKeys } from './storage-keys';

export type LoginListener = (login: AuthTokens | null) => void;

/**
 * Calls `listener` when another tab signs in, refreshes or signs out of `area`.
 * Browsers fire `storage` events only in the other tabs, so this tab's own writes are not reported.
 * Returns the unsubscribe function.
 */
export function subscribeToLogin(area: Area, listener: LoginListener): () => void {
  const key = storageKeys.login(area);
  const onStorage = (event: StorageEvent) => {
    // A null key means the whole storage was cleared.
    if (event.key !== null && event.key !== key) return;
    if (event.storageArea !== null && event.storageArea !== globalThis.localStorage) return;
    listener(event.key === null ? null : parseStoredLogin(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
