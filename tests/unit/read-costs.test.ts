import { describe, expect, it } from 'vitest';
import { ReadCosts } from '../../server/db/read-costs';

describe('read costs', () => {
  it('a read never measured counts as expensive', () => {
    expect(new ReadCosts().estimate('select 1')).toBe(Number.POSITIVE_INFINITY);
  });

  it('goes up at once when a read costs more, and comes down by half per cheaper run', () => {
    const costs = new ReadCosts();
    costs.observe('q', 0.1);
    expect(costs.estimate('q')).toBe(0.1);
    costs.observe('q', 16);
    expect(costs.estimate('q')).toBe(16);
    costs.observe('q', 0.1);
    expect(costs.estimate('q')).toBe(8);
    costs.observe('q', 0.1);
    expect(costs.estimate('q')).toBe(4);
    // Each text has its own estimate.
    expect(costs.estimate('other')).toBe(Number.POSITIVE_INFINITY);
  });

  it('a read that once took very long never counts as cheap again', () => {
    const costs = new ReadCosts();
    costs.observe('q', 0.1);
    costs.observe('q', 25);
    for (let i = 0; i < 50; i++) costs.observe('q', 0.1);
    expect(costs.estimate('q')).toBe(Number.POSITIVE_INFINITY);
  });

  it('forgets everything rather than growing without bound', () => {
    const costs = new ReadCosts();
    for (let i = 0; i < 1000; i++) costs.observe(`q${i}`, 0.1);
    expect(costs.estimate('q0')).toBe(0.1);
    costs.observe('one more', 0.1);
    expect(costs.estimate('q0')).toBe(Number.POSITIVE_INFINITY);
    expect(costs.estimate('one more')).toBe(0.1);
  });
});
