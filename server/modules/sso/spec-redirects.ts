import type { FastifyInstance } from 'fastify';

const S = 'sso.schema.json#/definitions/';

/**
 * The single sign-on redirects spec 000 §3 names (jjt/oauth, wechat/oauth, account/dingtalk), on the access server:
 * each sends the browser on to its configured provider's authorisation (sso/<provider>/authorize), which answers
 * as for our own address (a provider switched off lands on the sign-in page saying so).
 */
const REDIRECTS: ReadonlyArray<[path: string, provider: string]> = [
  ['/jjt/oauth', 'jjt'],
  ['/wechat/oauth', 'wechat'],
  ['/account/dingtalk', 'dingtalk'],
];

export async function ssoSpecRedirects(app: FastifyInstance): Promise<void> {
  for (const [path, provider] of REDIRECTS) {
    app.get<{ Querystring: { redirect?: string } }>(path, { config: { public: true }, schema: { querystring: { $ref: `${S}AuthorizeQuery` } } }, async (request, reply) => {
      const { redirect } = request.query;
      const query = redirect === undefined ? '' : `?${new URLSearchParams({ redirect })}`;
      return reply.header('cache-control', 'no-store').redirect(`/api/access/sso/${provider}/authorize${query}`, 302);
    });
  }
}
