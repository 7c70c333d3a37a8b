import fc from 'fast-check';
import { MISSING_ID, jsonText, nastyText, raw, type WriteExample } from './fuzz-corpus';

/**
 * The fuzz corpus of a document's lines (issue 21): the sales contract's add and update with a `lines` payload,
 * and with a handler or department (user_id, org_id) no picker offers.
 * The document itself is always well formed, so the lines' own checks are what answers; every body holds at
 * least one line no check lets through, so none may write (the fuzz's snapshot proves it).
 */

/** Rows the admin's fuzz aims at. */
export interface LineIds {
  /** A contract in approval (its lines locked with it). */
  contract: number;
  /** One of that contract's lines: never a line of a new document. */
  line: number;
}

const ADD = 'POST /api/contract/sales_contract/add';
const UPDATE = 'POST /api/contract/sales_contract/update';

/** A complete contract but for its lines; its amount under the risk rules' lines, its number the server's. */
const CONTRACT = { contract_name: '模糊测试合同', customer_name: '上海测试客户有限公司', goods_name: '螺纹钢', amount: 1000, sign_date: '2026-11-20' };
/** A line every check accepts. */
const GOOD_LINE = { goods_name: '螺纹钢', spec: 'HRB400 Φ12', unit: '吨', quantity: 25.5, price: 3820, tax_rate: 0.13 };

/** One cell's value: mostly fitting, now and then anything. */
const cell = (good: readonly unknown[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...good) }, { weight: 1, arbitrary: nastyText }, { weight: 1, arbitrary: fc.constantFrom<unknown>(raw('1e309'), raw('-0'), null, [], {}, true) });

/** A row of random cells, fitting or not. */
const anyRow = fc.record(
  {
    id: fc.constantFrom<unknown>(null, MISSING_ID, 0, 'x', 1.5),
    goods_name: cell(['螺纹钢', '线材', '热轧卷板', ' ']),
    spec: cell(['HRB400 Φ12', '']),
    quantity: cell([25.5, 0.001, 1_000_000, 1.23456]),
    price: cell([3820, 0, 4105.5]),
    amount: cell([1, 97_410]),
    tax_rate: cell([0.13, 0.09, 1]),
  },
  { requiredKeys: [] },
);

/** Rows or values no check lets through, whatever the rest of the body. */
function surelyBad(ids: LineIds): fc.Arbitrary<unknown> {
  return fc.constantFrom<unknown>(
    null, 'x', 5, [GOOD_LINE], { ...GOOD_LINE, id: ids.line }, { ...GOOD_LINE, id: MISSING_ID }, { ...GOOD_LINE, id: '1' }, { ...GOOD_LINE, quantity: '5' },
    { ...GOOD_LINE, quantity: raw('1e309') }, { ...GOOD_LINE, quantity: 0 }, { ...GOOD_LINE, quantity: 1e15 }, { ...GOOD_LINE, goods_name: 'a'.repeat(101) },
    { ...GOOD_LINE, goods_name: '螺纹钢\u0000' }, { ...GOOD_LINE, colour: 'red' }, { ...GOOD_LINE, quantity: 99_999_999, price: 99_999_999 }, { ...GOOD_LINE, price: -1 },
  );
}

/** A `lines` value that must be refused: rows with a sure fault among them, or no list at all. */
function badLines(ids: LineIds): fc.Arbitrary<unknown> {
  const withFault = fc.tuple(fc.array(anyRow, { maxLength: 4 }), surelyBad(ids), fc.nat()).map(([rows, bad, at]) => {
    const out: unknown[] = [...rows];
    out.splice(at % (rows.length + 1), 0, bad);
    return out;
  });
  return fc.oneof({ weight: 6, arbitrary: withFault }, { weight: 1, arbitrary: fc.constantFrom<unknown>('x', 1, {}, { 0: GOOD_LINE }, Array(1001).fill(GOOD_LINE)) });
}

/**
 * A handler or department no check lets through (picked-fields.ts), even for the administrator, whose company is
 * the whole group: a disabled user, ids nobody has, a position, an entity where a department is asked, ids as text.
 */
const BAD_PICKED: readonly Record<string, unknown>[] = [
  { user_id: 16 }, { user_id: MISSING_ID }, { user_id: '3' }, { user_id: 0 }, { user_id: 1.5 },
  { org_id: 104 }, { org_id: 4 }, { org_id: MISSING_ID }, { org_id: '7' }, { org_id: -1 },
];

/** A good contract with a bad handler or department, and anything for the names (never trusted). */
const badPicked = fc.tuple(fc.constantFrom(...BAD_PICKED), fc.record({ user_name: cell(['张伟', '']), org_name: cell(['销售一组']) }, { requiredKeys: [] }))
  .map(([bad, names]) => ({ ...CONTRACT, ...names, ...bad }));

/** A sub-item of a price split: mostly fitting, now and then anything. */
const subItem = fc.record(
  {
    key: cell(['split_1', 'split_2', 'price', 'price_excl_tax', 'remark', 'main_id', 'a b']),
    label: cell(['运费', '货款', '']),
    formula: cell(['price - split_1', 'split_2 + 1', 'split_1 + 1', 'price.constructor', 'price / (1 + tax_rate)']),
    isSummary: cell([true, false]),
  },
  { requiredKeys: [] },
);

/** `line_splits` values no check lets through, whatever else they hold. */
const SURELY_BAD_SPLITS: readonly unknown[] = [
  'x', [], { lines: 'x' }, { lines: { quantity: [] } }, { other: {} },
  { lines: { price: [{ key: 'split_1', label: '运费' }] } },
  { lines: { price: [{ key: 'split_1', label: 'a', formula: 'split_2' }, { key: 'split_2', label: 'b', formula: 'split_1' }] } },
  { lines: { price: [{ key: 'price_excl_tax', label: 'a', formula: 'price', fixed: true }, { key: 'split_2', label: 'b' }] } },
];

/** A contract with good lines and a split some check refuses (random sub-items beside a surely bad column). */
const badSplits = fc.tuple(fc.constantFrom(...SURELY_BAD_SPLITS), fc.array(subItem, { maxLength: 4 }), fc.boolean()).map(([bad, items, mixed]) =>
  ({ ...CONTRACT, lines: [GOOD_LINE], line_splits: mixed && typeof bad === 'object' && bad !== null && !Array.isArray(bad) ? { ...bad, extra: { price: items } } : bad }),
);

/** The add's generated bodies (sent as the administrator, who holds the add button): none may write. */
export function lineBodies(ids: LineIds): Record<string, fc.Arbitrary<string>> {
  return {
    [ADD]: fc.oneof(
      { weight: 3, arbitrary: badLines(ids).map((lines) => jsonText({ ...CONTRACT, lines })) },
      { weight: 1, arbitrary: badPicked.map(jsonText) },
      { weight: 1, arbitrary: badSplits.map(jsonText) },
    ),
  };
}

/** The named cases of the lines, each with the answer a user can rely on; none writes. */
export function lineExamples(ids: LineIds): Record<string, WriteExample[]> {
  const add = (what: string, lines: unknown): WriteExample => ({ what, body: { ...CONTRACT, lines }, code: 4400 });
  return {
    [ADD]: [
      add('lines not a list', 'x'),
      add('a line of another document', [{ ...GOOD_LINE, id: ids.line }]),
      add('a line id no line has', [{ ...GOOD_LINE, id: MISSING_ID }]),
      add('1,001 lines', Array(1001).fill(GOOD_LINE)),
      add('an infinite quantity', [{ ...GOOD_LINE, quantity: raw('1e309') }]),
      add('an amount beyond the column by formula', [{ ...GOOD_LINE, quantity: 99_999_999, price: 99_999_999 }]),
      add('NUL in a cell', [{ ...GOOD_LINE, spec: '\u0000' }]),
      add('a required cell empty', [{ ...GOOD_LINE, goods_name: null }]),
      { what: 'a disabled handler', body: { ...CONTRACT, user_id: 16, user_name: '张伟' }, code: 4400 },
      { what: 'a handler nobody is', body: { ...CONTRACT, user_id: MISSING_ID }, code: 4400 },
      { what: 'a position as department', body: { ...CONTRACT, org_id: 104 }, code: 4400 },
      { what: 'an entity as department', body: { ...CONTRACT, org_id: 4, org_name: '销售一组' }, code: 4400 },
      { what: 'a price split of a column that splits nothing', body: { ...CONTRACT, lines: [GOOD_LINE], line_splits: { lines: { quantity: [] } } }, code: 4400 },
      { what: 'a price split in a cycle', body: { ...CONTRACT, lines: [GOOD_LINE], line_splits: SURELY_BAD_SPLITS[6] }, code: 4400 },
      { what: 'a price split without its lines', body: { ...CONTRACT, line_splits: { lines: {} } }, code: 4400 },
      { what: 'a sub-item value no split has', body: { ...CONTRACT, lines: [{ ...GOOD_LINE, split_9: 1 }] }, code: 4400 },
    ],
    [UPDATE]: [
      { what: 'lines of a document in approval', body: { id: ids.contract, lines: [GOOD_LINE] }, code: 4423 },
      { what: 'its own line changed while in approval', body: { id: ids.contract, lines: [{ ...GOOD_LINE, id: ids.line }] }, code: 4423 },
      { what: 'every line deleted while in approval', body: { id: ids.contract, lines: [] }, code: 4423 },
      { what: 'a price split changed while in approval', body: { id: ids.contract, lines: [GOOD_LINE], line_splits: { lines: {} } }, code: 4423 },
      { what: 'bad lines on a document in approval', body: { id: ids.contract, lines: [{ ...GOOD_LINE, quantity: '5' }] }, code: 4400 },
      { what: 'lines of no document', body: { id: MISSING_ID, lines: [{ ...GOOD_LINE, id: ids.line }] }, code: 4404 },
      { what: 'a disabled handler on a document in approval', body: { id: ids.contract, user_id: 16 }, code: 4423 },
    ],
  };
}
