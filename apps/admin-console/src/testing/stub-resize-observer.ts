// jsdom has no ResizeObserver; MUI X Charts measures its container with one. Charts then draw at their given height.
import { vi } from 'vitest';

export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
