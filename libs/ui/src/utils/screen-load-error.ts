// Recognises a screen's code failing to arrive (timeout, network, a deploy that removed old chunks),
// as opposed to a bug while rendering it.
export class ScreenLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The screen did not load in time (${Math.round(timeoutMs / 1000)} s). Check your connection and try again.`);
    this.name = 'ScreenLoadTimeoutError';
  }
}

// The messages browsers and Vite give when a dynamic import fails.
const LOAD_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|loading (css )?chunk .* failed|unable to preload css/i;

export function isScreenLoadError(error: unknown): boolean {
  return error instanceof ScreenLoadTimeoutError || (error instanceof Error && LOAD_FAILURE.test(error.message));
}
