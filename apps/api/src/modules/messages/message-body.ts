// The one place a message body is cleaned: an allowlist of basic formatting, links to http, https and mailto only.
// Whatever the client sends (script, event handlers, javascript: or data: links, svg, entity-encoded tricks) is
// removed here, on the server, before the body is stored.
import { messageBodyAllowedTags } from '@crewbase/domain';
import sanitizeHtml from 'sanitize-html';

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const bodyOptions: sanitizeHtml.IOptions = {
  allowedTags: [...messageBodyAllowedTags],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just unwrapped.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'head'],
  transformTags: {
    // Attributes arrive entity-decoded, so `&#106;avascript:` is seen as `javascript:` here. Relative and any other
    // scheme lose the href; kept links open in a new tab without handing over the opener.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      return SAFE_HREF.test(href)
        ? { tagName, attribs: { href, rel: 'noopener noreferrer nofollow', target: '_blank' } }
        : { tagName, attribs: {} };
    },
  },
};

/** The stored form of a body: only the allowed tags and safe links. */
export const sanitizeMessageBody = (html: string): string => sanitizeHtml(html, bodyOptions).trim();

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Plain text of a (sanitised) body: tags removed, block ends as spaces, whitespace collapsed. */
export function messageBodyText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h2|h3|h4|blockquote)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: bodyOptions.nonTextTags });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => entities[m])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of a body for lists. */
export function messageExcerpt(html: string, length = 160): string {
  const text = messageBodyText(html);
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}
