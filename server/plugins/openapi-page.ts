import type { FastifyInstance } from 'fastify';

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string | string[]; $ref?: string } }[];
  requestBody?: unknown;
  security?: unknown[];
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shape(schema: { type?: string | string[]; $ref?: string } | undefined): string {
  if (!schema) return '';
  return schema.$ref ? schema.$ref.replace('#/components/schemas/', '') : [schema.type ?? ''].flat().join(' | ');
}

/** The document as one readable page: every call, its parameters and whether it is public. No script, no asset. */
export function renderApiPage(document: { info?: { title?: string }; paths?: Record<string, Record<string, Operation>> }): string {
  const rows = Object.entries(document.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = (op.parameters ?? []).map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''}) ${escape(shape(p.schema))}</li>`).join('');
      const body = op.requestBody ? '<li>JSON body (see /api/openapi.json)</li>' : '';
      const access = Array.isArray(op.security) && op.security.length === 0 ? 'public' : 'session';
      return `<tr><td><b>${escape(method.toUpperCase())}</b></td><td><code>${escape(path)}</code></td><td>${access}</td><td>${escape(op.summary ?? '')}<ul>${params}${body}</ul></td></tr>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info?.title ?? 'API')}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}td{border-top:1px solid #ddd;padding:6px;vertical-align:top}ul{margin:4px 0;padding-left:18px}</style>
</head><body><h1>${escape(document.info?.title ?? 'API')}</h1><p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>. Details of each call: docs/api.md.</p>
<table><tbody>${rows.join('\n')}</tbody></table></body></html>`;
}

/** GET /api/docs: the browsable page, registered in development only (AppOptions.apiDocsPage). */
export function registerApiPage(app: FastifyInstance): void {
  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderApiPage(app.swagger() as Parameters<typeof renderApiPage>[0])),
  );
}
