import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Admission, admissionHook } from '../../server/http/admission';
import { indexName, resourceIndexes } from '../../server/modules/resources/table';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { salesContract } from '../../server/modules/resources/definitions/sales-contract';

/** Whether a promise has settled, after the pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the admission line of list calls', () => {
  it('lets `limit` calls run and admits the waiting ones in arrival order as turns end', async () => {
    const line = new Admission(2);
    const [a, b, c, d] = [line.enter(), line.enter(), line.enter(), line.enter()];
    expect([await settled(a.ready), await settled(b.ready), await settled(c.ready), await settled(d.ready)]).toEqual([true, true, false, false]);
    expect([line.running, line.waiting]).toEqual([2, 2]);
    b.release();
    expect([await settled(c.ready), await settled(d.ready)]).toEqual([true, false]);
    a.release();
    expect(await settled(d.ready)).toBe(true);
    expect([line.running, line.waiting]).toEqual([2, 0]);
  });

  it('ends a turn once however often it is released', async () => {
    const line = new Admission(1);
    const a = line.enter();
    const b = line.enter();
    const c = line.enter();
    a.release();
    a.release();
    expect(await settled(b.ready)).toBe(true);
    expect(await settled(c.ready)).toBe(false);
    expect(line.running).toBe(1);
  });

  it('drops a caller who hangs up while waiting, without giving them a place', async () => {
    const line = new Admission(1);
    const a = line.enter();
    const gone = line.enter();
    const next = line.enter();
    gone.release();
    expect(line.waiting).toBe(1);
    a.release();
    expect(await settled(next.ready)).toBe(true);
    expect(await settled(gone.ready)).toBe(false);
    expect([line.running, line.waiting]).toEqual([1, 0]);
  });
});

/** A call as the hook sees it: its answer's raw stream ('close' when answered or hung up) and whether it ran. */
function call(hook: ReturnType<typeof admissionHook>, destroyed = false) {
  const raw = Object.assign(new EventEmitter(), { destroyed });
  const state = { ran: false, raw };
  hook.call({} as never, {} as FastifyRequest, { raw } as unknown as FastifyReply, () => (state.ran = true));
  return state;
}

describe('the admission hook of the list routes', () => {
  it('runs a call in its turn, ends the turn on close, and never runs one that hung up while waiting', async () => {
    const line = new Admission(1);
    const hook = admissionHook(line);
    const first = call(hook);
    const gone = call(hook);
    const next = call(hook);
    await new Promise((resolve) => setImmediate(resolve));
    expect([first.ran, gone.ran, next.ran]).toEqual([true, false, false]);
    gone.raw.emit('close');
    first.raw.emit('close');
    await new Promise((resolve) => setImmediate(resolve));
    expect(next.ran).toBe(true);
    expect(gone.ran).toBe(false);
    next.raw.emit('close');
    expect([line.running, line.waiting]).toEqual([0, 0]);
  });

  it('takes no place for a call whose caller hung up before it asked', async () => {
    const line = new Admission(1);
    const hook = admissionHook(line);
    const dead = call(hook, true);
    const live = call(hook);
    await new Promise((resolve) => setImmediate(resolve));
    expect([dead.ran, live.ran, line.running]).toEqual([false, true, 1]);
  });
});

describe('the indexes of a resource', () => {
  it('put each scoped list behind every stamp a scope compares', () => {
    const indexes = resourceIndexes(salesContract).map((columns) => columns.join(','));
    for (const stamp of ['add_company_id', 'add_entity_org_id', 'add_org_id', 'add_user_id']) {
      for (const list of salesContract.scopedIndexes!) expect(indexes).toContain([stamp, ...list].join(','));
    }
  });

  it('default to the first declared index and the default order behind each stamp', () => {
    const lead = resourceDefinitions.find((d) => d.name === 'sales_lead')!;
    expect(lead.scopedIndexes).toBeUndefined();
    const indexes = resourceIndexes(lead).map((columns) => columns.join(','));
    expect(indexes).toContain(['add_company_id', ...lead.indexes![0]].join(','));
    expect(indexes).toContain(`add_user_id,${lead.defaultOrder.split(' ')[0]}`);
  });

  it('have names PostgreSQL keeps whole and never share one', () => {
    const names = resourceDefinitions.flatMap((d) => resourceIndexes(d).map((columns) => indexName(d.table, columns)));
    expect(Math.max(...names.map((n) => n.length))).toBeLessThanOrEqual(63);
    expect(new Set(names).size).toBe(names.length);
    expect(indexName('t', ['a', 'b'])).toBe('t_a_b');
  });
});
