import { describe, expect, it } from 'vitest';
import constants from '../../schemas/constants.json';
import { preloadPageChunks } from '../../src/app/page-chunks';

/** A page as the server answers a browser with a session: the page chunks named in its meta tag. */
function pageWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument('HKWL');
  const meta = doc.createElement('meta');
  meta.name = constants.pageChunksMeta;
  meta.content = content;
  doc.head.appendChild(meta);
  return doc;
}

const preloads = (doc: Document) => [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('the page chunks, preloaded once the session’s calls are out (src/app/page-chunks.ts)', () => {
  it('links each chunk the page names as a module preload, once', () => {
    const doc = pageWith('/assets/layout-a1.js /assets/list-renderers-b2.js');
    preloadPageChunks(doc);
    expect(preloads(doc)).toEqual(['/assets/layout-a1.js', '/assets/list-renderers-b2.js']);
    expect(doc.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    // The meta tag goes with them: a second call links nothing again.
    preloadPageChunks(doc);
    expect(preloads(doc)).toHaveLength(2);
  });

  it('links nothing but the build’s own script files; a page without the tag (signed out) gets none', () => {
    const doc = pageWith('https://evil.example/x.js /assets/a.js"onload="x /assets/ok-1.js javascript:alert(1)');
    preloadPageChunks(doc);
    expect(preloads(doc)).toEqual(['/assets/ok-1.js']);
    const plain = document.implementation.createHTMLDocument('HKWL');
    preloadPageChunks(plain);
    expect(preloads(plain)).toEqual([]);
  });
});
