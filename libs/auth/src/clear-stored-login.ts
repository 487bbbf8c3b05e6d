import type { Area } from '@crewbase/domain';
import { storageKeys } from './storage-keys';

/** Removes the login and the area marker together. */
export function clearStoredLogin(area: Area): void {
  try {
    localStorage.removeItem(storageKeys.login(area));
    localStorage.removeItem(storageKeys.marker(area));
  } catch {
    // Nothing stored that we could remove.
  }
}
