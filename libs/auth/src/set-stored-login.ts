import type { Area, AuthTokens } from '@crewbase/domain';
import { storageKeys } from './storage-keys';

/** Stores the login and the area marker together: the marker is what grants the area's screens. */
export function setStoredLogin(area: Area, tokens: AuthTokens): void {
  const login = { access_token: tokens.access_token, refresh_token: tokens.refresh_token };
  localStorage.setItem(storageKeys.login(area), JSON.stringify(login));
  localStorage.setItem(storageKeys.marker(area), '1');
}
