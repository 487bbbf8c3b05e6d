// Names people tell apart by eye (roles, departments, job titles, staff roles, locations) are kept and compared in one
// canonical form: Unicode NFKC (a no-break space becomes a space, a full-width letter its plain one), characters
// that show nothing removed (zero-width spaces and joiners, soft hyphens, direction marks, byte-order marks), runs of
// spaces as one, trimmed. So `Super\u00a0Admin` or `Super Admin\u200b` is the name `Super Admin`, and is refused as
// a duplicate of it.
import { badRequest } from './errors';

/**
 * Format characters (Cf), controls and the Hangul fillers that render as nothing; and the combining grapheme joiner,
 * the Khmer inherent vowels and the Mongolian variation selectors (combining marks, so outside the class).
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180F/gu;

export function canonicalName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}

/** The canonical form of a name sent in `field`; a name of nothing but invisible characters is a 400 naming the field. */
export function canonicalNameInput(field: string, name: string): string {
  const canonical = canonicalName(name);
  if (canonical.length === 0) {
    const message = 'Enter a name with visible characters.';
    throw badRequest(message, [{ path: field, message }]);
  }
  return canonical;
}
