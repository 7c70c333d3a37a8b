import DOMPurify from 'dompurify';

/**
 * Configured markup made safe to show: no scripts, styles, frames or forms, no event handlers and no
 * javascript: (or other non-web) links. DOMPurify drops on* attributes and unsafe URLs by default; the
 * extra lists close what it otherwise allows.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    // The schemes rules/safe-url.ts takes (http(s) and paths of this site: not //host, nor /\host, which
    // browsers read as //host), plus mail, phone and in-page links, which markup may hold.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i,
  });
}
