import { authTokensSchema, type Area, type AuthTokens } from '@crewbase/domain';
import { readStorage, storageKeys } from './storage-keys';

/** The login stored for an area, or null when there is none or it is unreadable. */
export function getStoredLogin(area: Area): AuthTokens | null {
  return parseStoredLogin(readStorage(storageKeys.login(area)));
}

export function parseStoredLogin(raw: string | null): AuthTokens | null {
  if (!raw) return null;
  try {
    const parsed = authTokensSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
