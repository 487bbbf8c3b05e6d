// Where each area keeps its login in localStorage. Both apps and the API client read these names.
import type { Area } from '@crewbase/domain';

export const storageKeys = {
  login: (area: Area) => `crewbase.${area}.login`,
  marker: (area: Area) => `crewbase.${area}.marker`,
  colorMode: 'crewbase.colorMode',
} as const;

/** localStorage can be missing or refuse access (privacy modes); a signed-out answer is the safe one then. */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
