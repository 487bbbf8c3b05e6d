// Shortens text for tables and cards (spec section 9: 20 and 30 characters with an ellipsis).
export const ELLIPSIS = '…';

/**
 * Keeps the first `max` characters and adds an ellipsis when the text is longer.
 * Counts characters, not UTF-16 units, so an emoji or accented name is never cut in half.
 */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}
