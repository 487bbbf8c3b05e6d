// The stored colour mode (spec: stored locally, default light, the system mode is never followed).
import type { ColorMode } from './color-tokens';

export const COLOR_MODE_STORAGE_KEY = 'crewbase.colorMode';

export function readStoredColorMode(): ColorMode {
  try {
    return globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage can be blocked (privacy settings); the default still works.
    return 'light';
  }
}

export function storeColorMode(mode: ColorMode): void {
  try {
    globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Not persisting is better than failing the toggle.
  }
}
