/**
 * The one gate rich text passes before it is stored or served: a short allow-list of formatting
 * tags, links restricted to http(s), mailto and tel, and every script, style and handler removed.
 */
import type { LocalizedText } from '@baraka/contracts';
import type SanitizeHtml from 'sanitize-html';
import { loadOnFirstUse } from './load-on-first-use.ts';

const loadSanitizer = loadOnFirstUse<typeof SanitizeHtml>('sanitize-html');

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Content of dropped tags such as <script> and <style> goes with them, not into the text.
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab must not hand the page to the opened site.
    a: (tagName, attribs) =>
      loadSanitizer().simpleTransform('a', { rel: 'noopener noreferrer' })(tagName, attribs),
  },
};

// Served texts repeat on every call: cleaning each distinct text once keeps lists fast. Bounded,
// so texts that keep changing cannot grow it without limit.
const CACHE_LIMIT = 2_000;
const cleaned = new Map<string, string>();

export function sanitizeRichText(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) {
    return known;
  }
  const clean = loadSanitizer()(html, OPTIONS).trim();
  if (cleaned.size >= CACHE_LIMIT) {
    cleaned.clear();
  }
  cleaned.set(html, clean);
  return clean;
}

export function sanitizeLocalized(text: LocalizedText): LocalizedText {
  return { fr: sanitizeRichText(text.fr), en: sanitizeRichText(text.en), ar: sanitizeRichText(text.ar) };
}

/** Plain text fields (titles) keep no markup at all. */
export function stripTags(text: string): string {
  return loadSanitizer()(text, { allowedTags: [], allowedAttributes: {} }).trim();
}
