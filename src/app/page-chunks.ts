import constants from '../../schemas/constants.json';

/**
 * Links the chunks a signed-in page renders from (the layout, the menu page, a list's renderers and texts) as module
 * preloads, from the meta tag the server puts in the page it answers a browser with a session
 * (server/plugins/static.ts, listed by scripts/boot-preload.ts). Called once the session's calls are out: linked in
 * the page itself, their requests took HTTP/1.1's six connections before the calls; imported only when the app
 * renders them, they came after the calls' answers (docs/decisions.md, "The list page's renderers in one file").
 */
export function preloadPageChunks(doc: Document = document): void {
  const meta = doc.querySelector(`meta[name="${constants.pageChunksMeta}"]`);
  const files = (meta?.getAttribute('content') ?? '').split(' ').filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  }
  meta?.remove();
}
