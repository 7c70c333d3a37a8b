import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { safeUrl } from '../../rules';
import ssoSchema from '../../schemas/sso.schema.json';
import { safeRedirect } from '../../src/pages/sso/api';
import { loadRouteCipher } from '../../src/session/route-cipher';
import { backUrlValue, readBackUrl } from '../../src/router/route-query';

// Issue 19: one URL sanitiser (rules/safe-url.ts) for links, images, attachments, external views,
// new-page buttons, previews, redirects and _backurl_.

const REFUSED = [
  // Other schemes, however written.
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/png;base64,AAAA',
  'file:///etc/passwd',
  'blob:https://a.example.com/1',
  'ftp://a.example.com/x',
  'mailto:a@example.com',
  // Another host through a path that is not one.
  '//evil.example/x',
  ' //evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\u007f/evil.example/x',
  'https:\\\\evil.example',
  'http:/\\evil.example',
  // Not an address at all.
  '',
  '   ',
  'http://',
  'https://[::1',
  'contract/1',
  'evil.example',
];

describe('safeUrl', () => {
  it('takes http(s) addresses and paths of this site, trimmed', () => {
    expect(safeUrl('https://a.example.com/x?y=1#z')).toBe('https://a.example.com/x?y=1#z');
    expect(safeUrl('HTTP://a.example.com')).toBe('HTTP://a.example.com');
    expect(safeUrl('/contract/1?tab=all')).toBe('/contract/1?tab=all');
    expect(safeUrl('  /contract/1  ')).toBe('/contract/1');
    expect(safeUrl('\u3000https://a.example.com/\u00a0')).toBe('https://a.example.com/');
    expect(safeUrl('/')).toBe('/');
  });

  it.each(REFUSED)('refuses %j', (address) => {
    expect(safeUrl(address)).toBeNull();
    expect(safeUrl(address, 'site')).toBeNull();
  });

  it("reach 'site' takes paths of this site only", () => {
    expect(safeUrl('/message?active=alarm', 'site')).toBe('/message?active=alarm');
    expect(safeUrl('https://a.example.com/x', 'site')).toBeNull();
  });

  it('anything that is not text is no address', () => {
    for (const value of [null, undefined, 1, {}, ['/x']]) expect(safeUrl(value)).toBeNull();
  });
});

describe('its callers', () => {
  // The session loads the route cipher with the user (session.ts); here nobody signs in.
  beforeAll(() => loadRouteCipher());

  it('a redirect after signing in is a path of this site, else the message centre', () => {
    expect(safeRedirect('/contract/sales?x=1')).toBe('/contract/sales?x=1');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', null, undefined]) {
      expect(safeRedirect(bad)).toBe('/message');
    }
  });

  it('_backurl_ holds a path of this site only', () => {
    expect(readBackUrl(backUrlValue('/contract/sales', 3), 3)).toBe('/contract/sales');
    expect(readBackUrl(backUrlValue('/\\evil.example', 3), 3)).toBeNull();
    expect(readBackUrl(backUrlValue('https://evil.example', 3), 3)).toBeNull();
  });

  it("the server's Redirect schema (sso.schema.json) takes the same paths as reach 'site'", () => {
    const check = new Ajv({ allErrors: false }).compile(ssoSchema.definitions.Redirect);
    for (const value of [...REFUSED.filter((v) => v === v.trim()), '/contract/1?tab=all', '/', '/a b', '/%2F%2Fevil']) {
      expect(check(value), JSON.stringify(value)).toBe(safeUrl(value, 'site') !== null);
    }
  });
});
