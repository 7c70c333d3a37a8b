import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceField } from '../../schemas/generated/resource-definition';
import { RESOURCE_ROUTE, resourceBase } from '../../server/modules/resources/served';
import '../../server/plugins/fastify-types'; // app.resources and app.routeList
import { resourceColumns } from '../../server/modules/resources/table';
import {
  body, CONTENT_TYPES, deepJson, jsonText, LIST_SIZES, listOperand, MISSING_ID, NUMBER_TOKENS, ONE_MEGABYTE, oneFieldPerShape, OTHER_METHODS, pathCorruption, queryText,
  writeBodies, writeExamples, type ForeignIds, type FuzzRequest, type RouteUnderTest,
} from './fuzz-corpus';
import { lineBodies, lineExamples, type LineIds } from './fuzz-lines';
import { studioBodies, studioExamples } from './fuzz-studio';
import { login, MOBILES, startTestServer } from './harness';
import { rawRequest, rawSocket } from './raw-http';
import { FLOW_PEOPLE, flowClient } from './workflow-helpers';

/**
 * Sends a generated corpus of malformed input to every route the app registers (plus an unknown API path),
 * without a token, with a forged one and as the administrator, and checks every answer: never a 5xx, always
 * a JSON envelope `{ code, msg, data }`, 4001 before any validation on private routes, and nothing written.
 * Every run uses the same seed (FUZZ_SEED overrides it, FUZZ_RUNS the number of generated requests); a failure
 * prints fast-check's seed and path and the request, the answer and the server's error log.
 *
 * The routes are dealt into shards, each a test file with a server of its own (fuzz-shard-*.test.ts), so the
 * shards run in parallel; the first also sends the socket-level corpus and the message centre's named cases.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
/** Generated requests per route and caller, on top of the fixed examples below. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** Fuzzes the routes dealt to `shard` (0-based) of `shards` on a server of its own, and checks it wrote nothing. */
export async function fuzzSuite(shard: number, shards: number): Promise<void> {
  const logLines: string[] = [];
  const server = await startTestServer(60, { logLevel: 'error', logStream: { write: (line) => void logLines.push(line) } });
  const { app } = server;
  const adminToken = await login(app, MOBILES.admin);

  /**
   * Rows of users other than the admin, for the writes' corpus: the admin's well-formed calls on them must change
   * nothing. The seed has no flow yet: 张伟 submits a contract (a pending task of 李明's) and 李明 copies it to
   * 马超 (a copy entry), before the fuzz's first snapshot. That contract, in approval, and one of its goods lines are
   * what the lines' corpus aims at (fuzz-lines.ts).
   */
  async function foreignIds(): Promise<ForeignIds & LineIds> {
    const { db } = server.database;
    const flow = await flowClient(server);
    const contract = await flow.draft();
    expect(await flow.submit('clerk', contract)).toMatchObject({ code: 2000 });
    expect(await flow.handle('manager', (await flow.taskOf('manager', contract))!, 'copy', { user_ids: [FLOW_PEOPLE.colleague.id] })).toMatchObject({ code: 2000 });
    const admin = await db.selectFrom('users').select('id').where('user_mobile', '=', MOBILES.admin).executeTakeFirstOrThrow();
    const tasks = db.selectFrom('workflow_tasks').select('id').where('user_id', '<>', admin.id).orderBy('id');
    const message = await db.selectFrom('messages').select('id').where('user_id', '<>', admin.id).orderBy('id').executeTakeFirst();
    const task = (await tasks.where('status', '=', 0).executeTakeFirst()) ?? (await tasks.executeTakeFirst());
    const copy = (await tasks.where('status', '=', 6).executeTakeFirst()) ?? task;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the lines' table is declared, not typed
    const line = (await (db as Kysely<any>).selectFrom('sales_contract_line').select('id').where('main_id', '=', contract).orderBy('id').executeTakeFirstOrThrow()) as { id: number };
    return { message: message?.id ?? MISSING_ID, task: task?.id ?? MISSING_ID, copy: copy?.id ?? MISSING_ID, contract, line: Number(line.id) };
  }
  const foreign = await foreignIds();
  const WRITE_BODIES = { ...writeBodies(foreign), ...lineBodies(foreign), ...studioBodies() };
  const WRITE_EXAMPLES = { ...writeExamples(foreign), ...lineExamples(foreign), ...studioExamples() };

  const allFields: ResourceField[] = app.resources.all.flatMap((d) => resourceColumns(d));
  const fieldsByUrl = new Map<string, ResourceField[]>(app.resources.all.flatMap((d) => ['index', 'detail'].map((call) => [`${resourceBase(d)}/${call}`, resourceColumns(d)] as const)));

  interface Route extends RouteUnderTest {
    public: boolean;
    /** An unknown API path: every answer is the 404 envelope. */
    unknown?: boolean;
  }

  /** A resource route (one for every resource: /api/:module/:name/index) as each served resource's own address. */
  function resourceUrls(url: string): string[] {
    if (!url.startsWith(`${RESOURCE_ROUTE}/`)) return [url];
    const call = url.slice(RESOURCE_ROUTE.length);
    return app.resources.all.flatMap((d) => (call === '/:action' ? (d.actions ?? []).map((a) => `/${a.name}`) : [call]).map((tail) => `${resourceBase(d)}${tail}`));
  }

  /** Every route of the app from its own list (HEAD twins and non-API static routes aside), plus an unknown path. */
  const routes: Route[] = [
    ...app.routeList
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .flatMap((r) => resourceUrls(r.url).map((url) => ({ method: r.method, public: r.public, url, fields: fieldsByUrl.get(url) }))),
    { method: 'GET', url: '/api/nope', public: true, unknown: true },
  ];

  /** Calls that answer a JSON document, not an envelope (the OpenAPI description): still never a 5xx. */
  const DOCUMENTS = new Set(['GET /api/openapi.json']);
  /**
   * Calls whose valid form answers a file (GET <resource>/export's .xlsx, and initImportDownload's template, which spec
   * 001 asks without a menu): a 200 file, or else an envelope.
   */
  const FILES = new Set(app.resources.all.flatMap((d) => [`GET ${resourceBase(d)}/export`, `GET ${resourceBase(d)}/initImportDownload`]));
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  /** Browser navigations that send the browser on (spec 000's single sign-on redirects): a 302 to our own authorisation, or else an envelope. */
  const REDIRECTS = new Set(['GET /api/access/jjt/oauth', 'GET /api/access/wechat/oauth', 'GET /api/access/account/dingtalk']);

  /** Calls whose valid form writes by design: logging out ends the session, updates and actions change records. Fuzzed without a token and forged only. */
  const WRITES_WHEN_VALID = new Set([
    'GET /api/access/account/logout',
    // User management: a valid id disables, enables or resets a user.
    'POST /api/access/user/disable', 'POST /api/access/user/enable', 'POST /api/access/user/resetPassword',
    // Risk-rule administration: a valid body adds or changes a rule; a valid id disables or enables one.
    'POST /api/rule/risk_rule/add', 'POST /api/rule/risk_rule/update', 'GET /api/rule/risk_rule/disable', 'GET /api/rule/risk_rule/enable',
    // Workflow template administration: a valid body changes a template's settings (after_action, form, status).
    'POST /api/base/workflowtpl/update',
    // The pickers' writes (issue 21): a valid body collects or uncollects an organisation, counts a chosen user.
    'POST /api/base/collect/saveData', 'POST /api/base/collect/cancelData', 'POST /api/access/user/updateFrequent',
    // The studio's drafts (issue 23): a valid body keeps or removes the administrator's own draft (studio-drafts.test.ts).
    ...['resource', 'page', 'workflow', 'rule', 'chooser'].flatMap((kind) => [`POST /api/base/studio/${kind}/draft`, `POST /api/base/studio/${kind}/draft/discard`]),
    // A resource's update and its declared actions (close a lead...) change records when the admin holds the button.
    ...app.resources.all.flatMap((d) => [`POST ${resourceBase(d)}/update`, ...(d.actions ?? []).map((a) => `GET ${resourceBase(d)}/${a.name}`)]),
  ]);

  type Caller = 'none' | 'forged' | 'admin';
  const FORGED = [
    `Bearer ${'A'.repeat(43)}`, `Bearer ${adminToken.slice(0, -1)}${adminToken.endsWith('A') ? 'B' : 'A'}`, `Bearer ${adminToken}x`, adminToken,
    'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(101)}`, `Bearer ${adminToken} ${adminToken}`, `Bearer ${adminToken.slice(0, 19)}`,
  ];
  const forgedHeader = fc.oneof(
    fc.constantFrom(...FORGED),
    fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), minLength: 20, maxLength: 100 }).map((t) => `Bearer ${t}`),
  );

  function authorization(caller: Caller, forged: string): Record<string, string> {
    if (caller === 'admin') return { authorization: `Bearer ${adminToken}` };
    return caller === 'forged' ? { authorization: forged } : {};
  }

  const noiseHeaders = fc.record(
    {
      'accept-language': fc.constantFrom('zh', 'en', 'xx', '*', ',,,', 'zh-CN;q=0.9', 'en'.repeat(500)),
      cookie: fc.constantFrom('language=en', 'language=zh; x=1', 'language=%00', ';;;', 'language=', `a=${'b'.repeat(4000)}`),
    },
    { requiredKeys: [] },
  );

  /** Random requests for a route: its own method and path mostly, a malformed query, a body where one fits. */
  function requests(route: Route): fc.Arbitrary<FuzzRequest> {
    const sendsBody = route.method !== 'GET';
    // The message centre's writes get mostly bodies of their own fields (WRITE_BODIES), else the generic ones.
    const own = Object.hasOwn(WRITE_BODIES, `${route.method} ${route.url}`) ? WRITE_BODIES[`${route.method} ${route.url}`] : undefined;
    const bodies = own ? fc.oneof({ weight: 3, arbitrary: own.map((payload) => ({ contentType: 'application/json', payload })) }, { weight: 1, arbitrary: body }) : body;
    return fc
      .record({
        query: queryText(route, allFields),
        body: fc.oneof({ weight: sendsBody ? 1 : 8, arbitrary: fc.constant(null) }, { weight: sendsBody ? 9 : 2, arbitrary: bodies }),
        corruptPath: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: pathCorruption }),
        otherMethod: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
        headers: noiseHeaders,
      })
      .map(({ query, body: b, corruptPath, otherMethod, headers }) => ({
        method: otherMethod ?? route.method,
        url: `${corruptPath ? corruptPath(route.url) : route.url}${query ? `?${query}` : ''}`,
        headers: b ? { ...headers, 'content-type': b.contentType } : headers,
        payload: b?.payload,
        ownRoute: !corruptPath && (otherMethod ?? route.method) === route.method,
      }));
  }

  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  /**
   * The named corpus, sent to every route before the generated one (fast-check's `examples`). The conditions on
   * each field of a list go only to callers whose call reaches validation: a private route answers 4001 before it
   * reads the query, and they would only repeat that answer thousands of times a route.
   */
  function fixedExamples(route: Route, caller: Caller): FuzzRequest[] {
    const own = (query: string, payload?: string, contentType = 'application/json'): FuzzRequest => ({
      method: route.method, url: `${route.url}?${query}`, headers: payload === undefined ? {} : { 'content-type': contentType }, payload, ownRoute: true,
    });
    const validated = route.public || caller === 'admin';
    // A private route answers a caller without a valid token 4001 before it reads the query: a few of the number
    // tokens show it; all of them would repeat that answer (the bodies, big and broken, all go: nothing is parsed).
    const tokens = validated ? [...NUMBER_TOKENS, 'x\u0000'] : ['NaN', '-1', '1e309', '１２３', 'x\u0000'];
    const examples = [
      ...tokens.flatMap((v) => [
        own(q({ page: v })), own(q({ limit: v })), own(q({ perms_id: v })), own(q({ id: v })), own(q({ app_id: v })),
      ]),
      own(q({ limit: '10000' })), own(q({ page: '1000001' })), own('page=1&page=2'), own('where[status]=1'), own(q({ where: deepJson(9000) })),
      own(q({ order: 'id; drop table x' })), own(q({ order: '"x" desc' })), own(q({ where: '{"status":1' })), own(q({ where: 'x'.repeat(20_001) })),
      own('', `{"position_org_id":"${'9'.repeat(400)}"}`), own('', '{"user_mobile":"13800000000","password":'), own('', ''),
      own('', `{"password":"${'a'.repeat(ONE_MEGABYTE)}"}`), own('', deepJson(100_000)), own('', '{"user_mobile":"1380\u00000000000","password":"x"}'),
      ...CONTENT_TYPES.map((type) => own('', '{"user_mobile":"13800000000","password":"x"}', type)),
      ...(WRITE_EXAMPLES[`${route.method} ${route.url}`] ?? []).map((example) => own('', jsonText(example.body))),
    ];
    for (const field of route.url.endsWith('/index') && validated ? oneFieldPerShape(route.fields ?? []) : []) {
      const where = (condition: unknown) => own(q({ where: jsonText({ [field.name]: condition }) }));
      for (const op of ['in', 'not_in', 'like_array', 'not_like_array']) for (const size of LIST_SIZES) examples.push(where([op, listOperand(field, size)]));
      for (const bad of ['abc', 20240101, true, null, { a: 1 }, [], '\u0000', 'a'.repeat(201), 2 ** 53]) {
        examples.push(where(bad), where(['like', bad]), where(['between', [bad, bad]]), where(['>=', bad]), where(['in', [bad]]));
      }
      examples.push(where(['like', 'x']), where(['like', 12]), where(['nope', 1]), where(['isNull', 'yes']));
    }
    return examples;
  }

  function envelopeProblem(response: LightMyRequestResponse): string | null {
    if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
    if (!/^application\/json/.test(String(response.headers['content-type']))) return `content-type ${String(response.headers['content-type'])}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      return 'body is not JSON';
    }
    const e = parsed as { code?: unknown; msg?: unknown };
    if (parsed === null || typeof parsed !== 'object' || typeof e.code !== 'number' || typeof e.msg !== 'string' || !('data' in parsed)) {
      return 'body is not an envelope';
    }
    return null;
  }

  let requestsSent = 0;
  /** How each route answered (`code` counts); FUZZ_VERBOSE=1 prints them, to show how deep the corpus reaches. */
  const answered = new Map<string, Map<number, number>>();

  async function send(route: Route, caller: Caller, request: FuzzRequest, forged: string): Promise<void> {
    logLines.length = 0;
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...authorization(caller, forged) },
      payload: request.payload,
    });
    requestsSent += 1;
    const describeCall = () =>
      `${request.method} ${request.url.slice(0, 300)} as ${caller} -> HTTP ${response.statusCode} ${response.body.slice(0, 300)}\n${logLines.join('').slice(0, 2000)}`;
    // A streaming route that accepted the call answers server-sent JSON chunks instead of one envelope.
    if (response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/event-stream')) {
      const chunks = response.body.split('\n\n').filter((c) => c.trim() !== '');
      for (const chunk of chunks) JSON.parse(chunk.replace(/^data: /, ''));
      if (chunks.length === 0 || caller !== 'admin') throw new Error(`unexpected stream: ${describeCall()}`);
      return;
    }
    if (request.ownRoute && DOCUMENTS.has(`${route.method} ${route.url}`)) {
      if (response.statusCode !== 200 || !/^application\/json/.test(String(response.headers['content-type']))) throw new Error(`not a document: ${describeCall()}`);
      return;
    }
    if (request.ownRoute && FILES.has(`${route.method} ${route.url}`) && response.statusCode === 200 && String(response.headers['content-type']) === XLSX) {
      if (caller !== 'admin') throw new Error(`a file without a session: ${describeCall()}`);
      return;
    }
    if (request.ownRoute && REDIRECTS.has(`${route.method} ${route.url}`) && response.statusCode === 302) {
      if (!/^\/api\/access\/sso\/[a-z]+\/authorize(\?redirect=[^&]*)?$/.test(String(response.headers.location))) throw new Error(`a redirect elsewhere: ${describeCall()}`);
      return;
    }
    const problem = envelopeProblem(response);
    if (problem) throw new Error(`${problem}: ${describeCall()}`);
    const code = (JSON.parse(response.body) as { code: number }).code;
    const counts = answered.get(`${route.method} ${route.url}`) ?? new Map<number, number>();
    answered.set(`${route.method} ${route.url}`, counts.set(code, (counts.get(code) ?? 0) + 1));
    // Authentication runs before parsing and validation: a private route answers 4001 whatever is wrong.
    if (request.ownRoute && !route.public && caller !== 'admin' && code !== 4001) throw new Error(`expected 4001: ${describeCall()}`);
    if (request.ownRoute && route.unknown && code !== 4404) throw new Error(`expected 4404: ${describeCall()}`);
  }

  /** Every row of every table (Kysely's own included), as a count and a digest per table. */
  async function snapshot(): Promise<Record<string, string>> {
    const { db } = server.database;
    const out: Record<string, string> = {};
    for (const table of await db.introspection.getTables({ withInternalKyselyTables: true })) {
      // A wrong password is recorded by design (brute-force protection): the one write bad input may cause.
      if (table.name === 'sign_in_failures') continue;
      const name = table.schema ? `${table.schema}.${table.name}` : table.name;
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
      const lines = rows.map((r) => JSON.stringify(r)).sort();
      out[name] = `${rows.length} rows, sha256 ${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
    }
    return out;
  }

  let before: Record<string, string>;
  beforeAll(async () => {
    before = await snapshot();
  });
  afterAll(async () => {
    const histogram = [...answered].map(([route, counts]) => `  ${route}: ${[...counts].sort().map(([c, n]) => `${c}×${n}`).join(' ')}`);
    const summary = `fuzz shard ${shard + 1} of ${shards}: ${requestsSent} requests to ${dealt.length} routes (seed ${SEED}, ${RUNS} generated runs per route and caller)`;
    console.info(process.env.FUZZ_VERBOSE ? `${summary}\n${histogram.join('\n')}` : summary);
    await server.close();
  });

  const dealt = routes.filter((_, i) => i % shards === shard);
  describe.each(dealt.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (name, route) => {
    const callers: Caller[] = WRITES_WHEN_VALID.has(name) ? ['none', 'forged'] : ['none', 'forged', 'admin'];
    it.each(callers)('answers malformed input as %s with an envelope, never a 5xx', async (caller) => {
      const examples = fixedExamples(route, caller).map((r): [FuzzRequest, string] => [r, FORGED[0]]);
      const seed = SEED + [...`${name} ${caller}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0);
      await fc.assert(
        fc.asyncProperty(requests(route), forgedHeader, (request, forged) => send(route, caller, request, forged)),
        { seed, numRuns: RUNS + examples.length, examples },
      );
    });
  });

  if (shard !== 0) {
    afterFuzz();
    return;
  }

  describe('outside the router', () => {
    let base: URL;
    beforeAll(async () => {
      base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    });

    it('a URL over 16 KB, or 100 KB, gets an envelope over a real socket', async () => {
      for (const size of [17_000, 100_000]) {
        const answer = await rawRequest(`${base.origin}/api/contract/sales_contract/index?where=${'a'.repeat(size)}`, { authorization: `Bearer ${adminToken}` });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.contentType).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body)).toEqual({ code: 4400, msg: expect.stringMatching(/too long/), data: null });
      }
    });

    it.each([
      ['a malformed request line', 'GET /api nope HTTP/1.1\r\nhost: x\r\n\r\n'],
      ['a NUL in a header', 'GET /api/nope HTTP/1.1\r\nhost: x\r\nx-bad: a\u0000b\r\n\r\n'],
      ['an unknown HTTP version', 'GET /api/nope HTTP/9.9\r\nhost: x\r\n\r\n'],
      ['binary garbage', '\u0000\u0001\u0002\r\n\r\n'],
      ['a bad chunk size', 'POST /api/access/account/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n'],
      ['a non-numeric content-length', 'POST /api/access/account/login HTTP/1.1\r\nhost: x\r\ncontent-length: abc\r\n\r\n{}'],
      ['an HTTP/1.1 request without Host', 'GET /api/base/config/getFrontConfig HTTP/1.1\r\n\r\n'],
    ])('%s gets an envelope over a real socket', async (what, text) => {
      const answer = await rawSocket(Number(base.port), text);
      expect(answer, what).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(answer.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ code: 4400, msg: expect.any(String), data: null });
    });
  });

  describe('the message centre\'s writes answer bad input with a clear refusal', () => {
    const cases = Object.entries(WRITE_EXAMPLES).flatMap(([name, examples]) => examples.map((example) => [name, example.what, example] as const));
    it('the corpus aims at other users\' rows the seed holds', () => {
      expect(foreign.message).not.toBe(MISSING_ID);
      expect(foreign.task).not.toBe(MISSING_ID);
      expect(foreign.copy).not.toBe(foreign.task);
      // ... and at routes the app has, so the generated fuzz of those routes sends them too.
      for (const name of Object.keys(WRITE_EXAMPLES)) expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(name);
    });
    it.each(cases)('%s, %s', async (name, _what, example) => {
      const [method, url] = name.split(' ') as ['POST', string];
      const answer = await app.inject({ method, url, headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }, payload: jsonText(example.body) });
      expect(envelopeProblem(answer)).toBeNull();
      const parsed = JSON.parse(answer.body) as { code: number; msg: string };
      expect(parsed.code).toBe(example.code);
      // A refusal says what is wrong in words; nothing about the server's inside (SQL, stack).
      if (example.code !== 2000) expect(parsed.msg).toMatch(/\S/);
      expect(parsed.msg).not.toMatch(/sql|select |stack|at .*\.ts/i);
    });
  });

  afterFuzz();

  function afterFuzz(): void {
    describe('after the fuzz', () => {
      it('nothing was written: every table holds the same rows', async () => {
        expect(requestsSent).toBeGreaterThan(0);
        expect(await snapshot()).toEqual(before);
      });
      it('nothing was stored: the attachment storage holds no file, not even a temporary one', () => {
        // The upload route needs a well-formed multipart body with the record's fields before a file whose
        // content matches its name: the corpus's bodies never form one, so no upload may leave anything behind.
        expect(filesUnder(server.filesRoot)).toEqual([]);
      });
    });
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}
