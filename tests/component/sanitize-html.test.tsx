import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../renderers/core/labels';

// Issue 19: markup's links follow rules/safe-url.ts (http(s) and paths of this site), plus mailto:, tel: and #.

const hrefOf = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box.querySelector('a')?.getAttribute('href') ?? null;
};

describe('sanitizeHtml links', () => {
  it.each(['https://a.example.com/x', '/contract/1', 'mailto:a@example.com', 'tel:021-1234', '#top'])('keeps %j', (href) => {
    expect(hrefOf(`<a href="${href}">x</a>`)).toBe(href);
  });

  it.each(['javascript:alert(1)', 'java&#x09;script:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example/x', 'vbscript:x'])(
    'drops %j',
    (href) => {
      expect(hrefOf(`<a href="${href}">x</a>`)).toBeNull();
    },
  );

  it('drops scripts and event handlers altogether', () => {
    expect(sanitizeHtml('<b onclick="alert(1)">x</b><script>alert(1)</script>')).toBe('<b>x</b>');
  });
});
