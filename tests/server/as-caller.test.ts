import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { getAsCaller } from '../../server/http/as-caller';

// page/open answers each of a page's calls through getAsCaller: a call whose route answers no envelope (a file, a
// crash of the inject) is that call's failure, answered 5000, never its whole batch's.

describe('getAsCaller', () => {
  it('answers the route’s envelope with the caller’s headers; a route answering no envelope is a 5000 of its own', async () => {
    const app = Fastify();
    app.get('/envelope', async (request) => ({ code: 2000, msg: 'ok', data: { language: request.headers['accept-language'], q: request.query } }));
    app.get('/file', async (_request, reply) => reply.type('text/plain').send('not an envelope'));
    app.get('/outer', async (request) => Promise.all([getAsCaller(app, request, '/envelope', { a: 1, where: { b: 2 }, empty: '' }), getAsCaller(app, request, '/file', {})]));
    const reply = await app.inject({ method: 'GET', url: '/outer', headers: { 'accept-language': 'en', 'x-other': 'not passed' } });
    const [answered, failed] = reply.json<[{ code: number; data: { language: string; q: unknown } }, { code: number; msg: string; data: unknown }]>();
    expect(answered).toEqual({ code: 2000, msg: 'ok', data: { language: 'en', q: { a: '1', where: '{"b":2}' } } });
    expect(failed).toEqual({ code: 5000, msg: 'System error, please contact the administrator', data: null });
    await app.close();
  });
});
