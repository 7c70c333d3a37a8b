import fc from 'fast-check';
import { customer } from '../../server/modules/resources/definitions/customer';
import { MISSING_ID, nastyText, NUMBER_TOKENS, objectOf, raw, type WriteExample } from './fuzz-corpus';

/**
 * The fuzz corpus of the studio's writes (issue 23): resource definitions sent to publish and versions to roll back
 * to, as the administrator. Every generated definition carries at least one mistake the schema refuses, beside
 * random others, so none may publish (the fuzz's snapshot proves it); a rollback names the served version (no
 * change) or none.
 */

const PUBLISH = 'POST /api/base/studio/resource/publish';
const ROLLBACK = 'POST /api/base/studio/resource/rollback';
const PAGE_PUBLISH = 'POST /api/base/studio/page/publish';
const PAGE_ROLLBACK = 'POST /api/base/studio/page/rollback';
const FLOW_PUBLISH = 'POST /api/base/studio/workflow/publish';
const FLOW_ROLLBACK = 'POST /api/base/studio/workflow/rollback';
const RULE_PUBLISH = 'POST /api/base/studio/rule/publish';
const RULE_ROLLBACK = 'POST /api/base/studio/rule/rollback';
const CHOOSER_PUBLISH = 'POST /api/base/studio/chooser/publish';
const CHOOSER_ROLLBACK = 'POST /api/base/studio/chooser/rollback';

/** A choose config every check accepts but for what a case changes. */
const CHOOSER = { name: 'fuzz_chooser', resource: 'customer', select_field: 'id', select_type: 1, need_data_perms: 0, check_group: 0, params: {}, fields: [{ prop: 'customer_name', label: '客户', show_in_select: 1, is_search_field: 1 }] };

/** A rule every check accepts but for what a case changes. */
const RULE = { code: 'FUZZ_RULE', resource: 'sales_contract', name: '模糊规则', condition: 'amount > 1', severity: 'warning', prompt: '模糊' };

/** A value of any kind now and then. */
const anything = fc.oneof(nastyText, fc.constantFrom<unknown>(raw('1e309'), raw('-0'), null, [], {}, true, 0, -1));

/** An approval template every check accepts but for what a case changes. */
const FLOW = { label: 'sales_contract', name: '模糊审批', nodes: [{ name: '部门经理审批', get_user_type: 3 }] };

/** Template mistakes the checks always refuse, each alone keeping a template from publishing. */
const brokenFlow: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  nastyText.map((label) => ({ label: `${label}_nope`.slice(0, 60) })),
  fc.constant({ nodes: [] }),
  fc.constant({ nodes: [{ name: '角色', get_user_type: 1, roles: [999_999] }] }),
  anything.map((users) => ({ nodes: [{ name: '指定人', get_user_type: 0, users }] })),
  nastyText.map((name) => ({ name: `${name}\u0000` })),
  fc.constant({ card_fields: [{ field: 'colour', label: '颜色' }] }),
  anything.map((value) => ({ colour: value })),
);

/** A page every check accepts but for what a case changes: the customers again, under another route. */
const PAGE = {
  key: 'fuzz_page',
  menu: { parent: 100, name: { zh: '模糊', en: 'Fuzz' }, flag: '/fuzz/page', resource: 'customer' },
  func_config: { page_type: 1 },
  fields: [{ prop: 'customer_name', label: { zh: '客户', en: 'Customer' } }],
  buttons: [{ flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'currentpage', func_config: { url: '/fuzz/page' } }],
  grants: [{ role_id: 1, data_scope: 'all', buttons: ['add'] }],
};

/** Page mistakes the checks always refuse, each alone keeping a page from publishing. */
const brokenPage: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  nastyText.map((flag) => ({ menu: { ...PAGE.menu, flag: `${flag} x` } })),
  nastyText.map((resource) => ({ menu: { ...PAGE.menu, resource: `${resource}_nope`.slice(0, 60) } })),
  fc.constant({ menu: { ...PAGE.menu, parent: 101 } }),
  anything.map((config) => ({ fields: [{ prop: 'colour', label: { zh: '颜色', en: 'Colour' }, config }] })),
  fc.constant({ grants: [{ role_id: 999_999, data_scope: 'all' }] }),
  nastyText.map((scope) => ({ grants: [{ role_id: 1, data_scope: `${scope}!` }] })),
  anything.map((value) => ({ colour: value })),
  // Programs of steps (issue 23): a formula reading a field there is none of (whatever the text after it: a
  // syntax error is refused too), junk as a step, a label's condition that never holds up.
  nastyText.map((text) => stepButton([{ let: { x: `nope_field + (${text})` } }, { copy: '{x}' }])),
  anything.map((step) => stepButton([{ copy: '{customer_name}', refresh: true, colour: step }])),
  nastyText.map((text) => ({ fields: [{ prop: 'customer_name', label: { zh: '客户', en: 'Customer' }, config: { labelType: 'function', labelConfig: { when: `nope_field == (${text})`, steps: [{ refresh: true }] } } }] })),
);

/** The page with a second button, a function written as these steps. */
function stepButton(steps: unknown): Record<string, unknown> {
  return { buttons: [...PAGE.buttons, { flag: 'fn', name: { zh: '函数', en: 'Function' }, btn_func: 'function', btn_position: 'mult', func_config: { steps } }] };
}

/** Mistakes the schema always refuses: each alone keeps a definition from publishing. */
const breaking: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.constant({ fields: [] }),
  nastyText.map((type) => ({ fields: [{ name: 'x', type: `${type}!` }] })),
  nastyText.map((module) => ({ module: `${module}?` })),
  fc.constant({ label: { zh: 1, en: 'x' } }),
  nastyText.map((table) => ({ table: `Bad ${table}` })),
  anything.map((value) => ({ colour: value })),
  fc.constant({ defaultOrder: null }),
  fc.constant({ label: { zh: 'x'.repeat(201), en: 'x' } }),
);

/** Other changes, fitting or not: names and tables of other resources, the platform's tables, injections, junk children. */
const other: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    name: fc.oneof(fc.constantFrom('customer', 'sales_contract', 'fuzz_resource', 'null'), nastyText),
    table: fc.oneof(fc.constantFrom('users', 'sessions', 'customers', 'resource_versions', 'fuzz_resources'), nastyText),
    children: fc.oneof(fc.constant([{ name: 'lines', table: 'users', label: { zh: '行', en: 'Lines' }, fields: [{ name: 'x', type: 'int' }], maxRows: 1 }]), anything),
    fileItems: fc.oneof(fc.constant([{ prop: 'a', label: { zh: '甲', en: 'A' }, kind: 'file' }, { prop: 'a', label: { zh: '乙', en: 'B' }, kind: 'image' }]), anything),
    indexes: fc.oneof(fc.constant([["'; drop table users; --"]]), anything),
  },
  { requiredKeys: [] },
);

const definition = fc.tuple(other, breaking).map(([more, broken]) => ({ ...customer, ...more, ...broken }));
// Number text of every kind ("Infinity", "1e309", "0x10"...) where the version is a number: it was read as one (issue 40).
const version = fc.oneof(fc.constantFrom<unknown>(1, MISSING_ID, 0, -1, '1', null, 1.5, true), fc.constantFrom(...NUMBER_TOKENS), anything);

/** Generated bodies of the studio's writes, by route. */
export function studioBodies(): Record<string, fc.Arbitrary<string>> {
  return {
    [PUBLISH]: objectOf({ definition: fc.oneof({ weight: 4, arbitrary: definition }, { weight: 1, arbitrary: anything }), base_version: version, confirm: fc.boolean(), note: nastyText }),
    [ROLLBACK]: objectOf({ name: fc.oneof(fc.constantFrom('customer', 'fuzz_resource'), nastyText), version, base_version: version, confirm: fc.boolean(), note: nastyText }),
    [PAGE_PUBLISH]: objectOf({ definition: fc.oneof({ weight: 4, arbitrary: brokenPage.map((broken) => ({ ...PAGE, ...broken })) }, { weight: 1, arbitrary: anything }), base_version: version, note: nastyText }),
    [PAGE_ROLLBACK]: objectOf({ name: fc.oneof(fc.constant('fuzz_page'), nastyText), version, base_version: version, note: nastyText }),
    [FLOW_PUBLISH]: objectOf({ definition: fc.oneof({ weight: 4, arbitrary: brokenFlow.map((broken) => ({ ...FLOW, ...broken })) }, { weight: 1, arbitrary: anything }), base_version: version, note: nastyText }),
    // Rolling back to the served version changes nothing; any other is no version.
    [RULE_PUBLISH]: objectOf({
      definition: fc.oneof(
        { weight: 4, arbitrary: nastyText.map((condition) => ({ ...RULE, condition: `${condition} >` })) },
        { weight: 2, arbitrary: nastyText.map((resource) => ({ ...RULE, resource: `${resource}_nope`.slice(0, 60) })) },
        { weight: 1, arbitrary: anything.map((severity) => ({ ...RULE, severity })) },
        { weight: 1, arbitrary: anything },
      ),
      base_version: version,
      note: nastyText,
    }),
    [CHOOSER_PUBLISH]: objectOf({
      definition: fc.oneof(
        { weight: 3, arbitrary: nastyText.map((prop) => ({ ...CHOOSER, fields: [{ ...CHOOSER.fields[0], prop: `${prop}_nope`.slice(0, 60) }] })) },
        { weight: 2, arbitrary: nastyText.map((resource) => ({ ...CHOOSER, resource: `${resource}_nope`.slice(0, 60) })) },
        { weight: 1, arbitrary: anything.map((order) => ({ ...CHOOSER, params: { order: `${String(order)} nope` } })) },
        { weight: 1, arbitrary: anything.map((selectType) => ({ ...CHOOSER, select_type: selectType })) },
        { weight: 1, arbitrary: anything },
      ),
      base_version: version,
      note: nastyText,
    }),
    [CHOOSER_ROLLBACK]: objectOf({ name: fc.oneof(fc.constant('fuzz_chooser'), nastyText), version, base_version: version, note: nastyText }),
    [RULE_ROLLBACK]: objectOf({ name: fc.oneof(fc.constant('FUZZ_RULE'), nastyText), version, base_version: version, note: nastyText }),
    [FLOW_ROLLBACK]: objectOf({ name: fc.oneof(fc.constant('fuzz_flow'), nastyText), version, base_version: version, note: nastyText }),
  };
}

/** The named cases, each with the answer an administrator can rely on; none writes. */
export function studioExamples(): Record<string, WriteExample[]> {
  const renamed = { ...customer, label: { zh: '客户档案', en: 'Customer files' } };
  return {
    [PUBLISH]: [
      { what: 'an injection as the table', body: { definition: { ...customer, name: 'fuzz_resource', table: "x; drop table users; --" } }, code: 4400 },
      { what: 'a platform table as a new resource', body: { definition: { ...customer, name: 'fuzz_resource', table: 'users' } }, code: 4400 },
      { what: 'another resource\'s table', body: { definition: { ...customer, name: 'fuzz_resource', table: 'sales_contracts' } }, code: 4400 },
      { what: 'a module outside the list', body: { definition: { ...customer, module: 'evil' }, base_version: 1 }, code: 4400 },
      { what: 'the address of another module\'s calls', body: { definition: { ...customer, name: 'risk_rule', module: 'rule', table: 'fuzz_rules' } }, code: 4400 },
      { what: 'a NUL as the name', body: { definition: { ...customer, name: '\u0000' } }, code: 4400 },
      { what: 'a NUL in the note', body: { definition: customer, base_version: 1, note: 'a\u0000b' }, code: 4400 },
      { what: 'a table named like an index', body: { definition: { ...customer, name: 'fuzz_resource', table: 'customers_customer_name' } }, code: 4400 },
      { what: 'a 70,000-character note', body: { definition: renamed, base_version: 1, note: 'x'.repeat(70_000) }, code: 4400 },
      { what: 'a change over a version that is not the current one', body: { definition: renamed, base_version: 7 }, code: 4469 },
      { what: 'a field dropped unconfirmed', body: { definition: { ...customer, fields: customer.fields.slice(1) }, base_version: 1 }, code: 4400 },
      ...['Infinity', '1e309', '0x10', ' 1', '1'].map((text) => ({ what: `the version as the text ${JSON.stringify(text)}`, body: { definition: renamed, base_version: text }, code: 4400 })),
      { what: 'the served definition again', body: { definition: customer, base_version: 1 }, code: 2000 },
      { what: 'a stored resource changed without saying which version', body: { definition: renamed }, code: 4469 },
    ],
    [ROLLBACK]: [
      { what: 'a version that does not exist', body: { name: 'customer', version: 99 }, code: 4404 },
      { what: 'a resource that does not exist', body: { name: 'fuzz_resource', version: 1 }, code: 4404 },
      ...['Infinity', '1e309', '0x10', ' 1', '1'].map((text) => ({ what: `the version as the text ${JSON.stringify(text)}`, body: { name: 'customer', version: text, base_version: 1 }, code: 4400 })),
      { what: 'the served version', body: { name: 'customer', version: 1, base_version: 1 }, code: 2000 },
      { what: 'a rollback not naming the version it replaces', body: { name: 'customer', version: 1 }, code: 4469 },
    ],
    [PAGE_PUBLISH]: [
      { what: 'an injection as the route', body: { definition: { ...PAGE, menu: { ...PAGE.menu, flag: "/x'; drop table perm_nodes; --" } } }, code: 4400 },
      { what: 'another menu\'s route', body: { definition: { ...PAGE, menu: { ...PAGE.menu, flag: '/contract/sales' } } }, code: 4400 },
      { what: 'a grant of a role that does not exist', body: { definition: { ...PAGE, grants: [{ role_id: 999_999, data_scope: 'all' }] } }, code: 4400 },
      { what: 'a column the resource does not have', body: { definition: { ...PAGE, fields: [{ prop: 'password_hash', label: { zh: '密码', en: 'Password' } }] } }, code: 4400 },
      { what: 'a menu id of its own choosing', body: { definition: { ...PAGE, menu: { ...PAGE.menu, id: 1 } } }, code: 4400 },
      { what: 'a NUL in a menu name', body: { definition: { ...PAGE, menu: { ...PAGE.menu, name: { zh: 'a\u0000b', en: 'x' } } } }, code: 4400 },
      { what: 'a NUL as the key', body: { definition: { ...PAGE, key: '\u0000' } }, code: 4400 },
      { what: 'a step opening a javascript: address', body: { definition: { ...PAGE, ...stepButton([{ open: 'javascript:fetch("/api")' }]) } }, code: 4400 },
      { what: 'a step reading a field the resource does not have', body: { definition: { ...PAGE, ...stepButton([{ copy: '{password_hash}' }]) } }, code: 4400 },
      { what: 'a step formula calling code', body: { definition: { ...PAGE, ...stepButton([{ let: { x: 'constructor.constructor("return process")()' } }]) } }, code: 4400 },
    ],
    [PAGE_ROLLBACK]: [{ what: 'a page that does not exist', body: { name: 'fuzz_page', version: 1 }, code: 4404 }],
  };
}
