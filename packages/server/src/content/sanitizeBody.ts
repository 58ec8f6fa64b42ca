/**
 * The one HTML policy for article bodies (news, guides, landing pages), applied when a body is written and
 * again when it is served. Allowed: p, h2–h4, lists, links (http, https or site-relative; `rel="noopener"` added),
 * strong/em (b/i become strong/em), blockquote, images (http, https or relative `src` and `srcset` addresses,
 * `sizes`, `alt`, `width`, `height`, `loading="lazy"`: the editor's uploaded pictures, issue #13) and tables.
 * Everything else goes: script, style, iframe, object, svg, math and their content where it is code, every `on*`
 * handler, inline `style`, classes and ids, and any `javascript:`, `data:` or `vbscript:` URL.
 */
import sanitizeHtml from 'sanitize-html';

export const ALLOWED_BODY_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'blockquote',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

export const ALLOWED_BODY_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/**
 * A link or image address we keep: absolute http(s), or relative starting with a path character, `/` (not `//`),
 * `#` or `?`. Anything else (another scheme, a backtick, a protocol-relative `//host`) is dropped.
 */
export function isAllowedUrl(value: string): boolean {
  const url = value.trim();
  if (/^https?:\/\//i.test(url)) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return false;
  return /^[A-Za-z0-9/#?._~%-]/.test(url);
}

function keepSafeUrl(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined || isAllowedUrl(value)) return attribs;
  const rest = { ...attribs };
  delete rest[name];
  return rest;
}

/** An image's own attributes: a safe `src`, a `srcset` only if every address in it is safe, `loading` only lazy. */
function imageAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const safeSet = (srcset: string) =>
    srcset.split(',').every((candidate) => isAllowedUrl(candidate.trim().split(/\s+/)[0] ?? ''));
  const keep = ([name, value]: [string, string]) =>
    name === 'srcset' ? safeSet(value) : name === 'loading' ? value === 'lazy' : true;
  return Object.fromEntries(Object.entries(keepSafeUrl(attribs, 'src')).filter(keep));
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_BODY_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_BODY_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  /** Their text is dropped too, not kept as text. */
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'noembed',
    'noframes',
    'xmp',
    'title',
  ],
  allowVulnerableTags: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => ({ tagName, attribs: { ...keepSafeUrl(attribs, 'href'), rel: 'noopener' } }),
    img: (tagName, attribs) => ({ tagName, attribs: imageAttributes(attribs) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The body reduced to the allowed HTML. Idempotent: sanitizing the output again changes nothing. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options);
}
