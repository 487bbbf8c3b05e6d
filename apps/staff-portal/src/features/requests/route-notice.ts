// A one-line confirmation handed to the next screen through navigation state ("Your request has been sent.").
export const routeNotice = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string'
    ? (state as { notice: string }).notice
    : null;
