/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "ConfigName".
 */
export type ConfigName = string;
/**
 * The data permission a chooser lists under (spec 001 §6 dataPerms): a menu id, or { perms_id, org_id? } as the list's remote_params. perms_id picks that menu's grant (4403 when the caller's role does not hold a menu of the resource with that id); org_id narrows to rows created in that organisation or below, inside the scope
 *
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "DataPerms".
 */
export type DataPerms = number | RemoteParams;

/**
 * A business data choose config (spec 001 §3): what a chooser dialog lists and how, stored on the server by name (GET base/Businessdatachooseconfig/detail). Its rows come from GET or POST base/chooser/list?name=, over the config's resource, always inside the caller's data scope.
 */
export interface ChooseConfig {
  name: ConfigName;
  /**
   * The business resource listed (its definition's name: customer, sales_contract, ...)
   */
  resource: string;
  /**
   * The key that makes two chosen rows the same (duplicates refused: 该数据已选择，请勿重复选择); id by default
   */
  select_field: string;
  /**
   * 1 single (closes on select), 2 multiple (已选择列表)
   */
  select_type: 1 | 2;
  /**
   * 1: every list call must carry dataPerms (DoubleSelect组件必须传dataPerms)
   */
  need_data_perms: 0 | 1;
  /**
   * 1: the dialog offers 全集团搜索 (the whole data scope, without dataPerms' org_id narrowing; never wider than the scope)
   */
  check_group: 0 | 1;
  params: {
    /**
     * The list's order (`field dir, ...`) unless the call gives one
     */
    order?: string;
    /**
     * Spec 001 §5 before-select hook: a row whose condition holds is not chosen, the dialog saying the rule's message (checked at publish over the resource's columns)
     *
     * @maxItems 10
     */
    before_select?: BeforeSelectRule[];
  };
  /**
   * @minItems 1
   * @maxItems 50
   */
  fields: ChooseField[];
}
/**
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "BeforeSelectRule".
 */
export interface BeforeSelectRule {
  /**
   * A condition over the row's fields (the risk rules' language: status == 0, isEmpty(contact_mobile), ...)
   */
  when: string;
  /**
   * The warning shown when it holds
   */
  message: string;
  message_en?: string;
}
/**
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "ChooseField".
 */
export interface ChooseField {
  /**
   * A field of the resource
   */
  prop: string;
  /**
   * The column's name; its resource field's label when left out (declared once: the stored config states it only where it differs, the detail answer always names it)
   */
  label?: string;
  /**
   * Its English name; its resource field's when the config names no label
   */
  label_en?: string;
  /**
   * 1 main, 2 assist (in the chosen list)
   */
  show_in_select: 1 | 2;
  /**
   * 1: a search control for it above the candidates
   */
  is_search_field: 0 | 1;
  /**
   * The where key its search sends (the prop when absent); chooser/list maps it to the prop
   */
  searchName?: string;
}
/**
 * GET Businessdatachooseconfig/detail: one config by name (spec 001), or by label with status=1 (spec 000's call table; the label is the config's name): 4400 naming neither or two different ones, 4404 for an unknown one or status 0 (no config is disabled)
 *
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "ChooseConfigQuery".
 */
export interface ChooseConfigQuery {
  name?: ConfigName;
  label?: ConfigName;
  status?: 0 | 1;
}
/**
 * The detail answer: the config in spec 001's shape (the root's fields) and, beside it, spec 000's (label, status, data_url, remote_field), so a client written from either document reads it
 *
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "ChooseConfigDetail".
 */
export interface ChooseConfigDetail {
  name: ConfigName;
  resource: string;
  select_field: string;
  select_type: 1 | 2;
  need_data_perms: 0 | 1;
  check_group: 0 | 1;
  params: {
    order?: string;
    before_select?: BeforeSelectRule[];
  };
  fields: ChooseField[];
  /**
   * Spec 000's name of the config: its name
   */
  label: string;
  /**
   * Spec 000: 1 active (every stored config is)
   */
  status: 1;
  /**
   * Spec 000: where the chooser lists its rows (GET with where, page, limit and order, as spec 001's chooser list call); chooser/list, which also takes a field's searchName for its prop, applies the config's order and refuses a call without dataPerms where the config needs them
   */
  data_url: string;
  /**
   * Spec 001 §7 chooser list, resource select: the configured resource's own list call (its index: GET with where by the resource's field names, page, limit, order and remote_params, or POST with them as the body), in the caller's data scope as the resource's list pages are. The browser's chooser and resource select list here
   */
  list_url: string;
  /**
   * Spec 000: the fields as its remote_field list names them
   */
  remote_field: {
    label: string;
    label_en?: string;
    prop: string;
    show_in_select: number;
    is_search_field: number;
    field_config: {
      searchName?: string;
    };
  }[];
}
/**
 * What the list page sends beside the query (spec 001 §7 list fetch): perms_id, the menu whose grant reads the list (as the flat perms_id; both given must agree); org_id, the organisation the list is looked at from: another org than the caller's own narrows the rows to those created in it or below, inside the data scope (an org outside it leaves no rows); the caller's own org, which the list page sends by default, leaves the scope as it is.
 */
export interface RemoteParams {
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  org_id?: number;
}
/**
 * GET chooser/list: one page of the config's resource in the caller's data scope. where is the list query language (JSON text; a config field's searchName stands for its prop); page 1 and limit 10 by default, up to 9999 to resolve chosen ids (`{"id":["in",[...]]}`: ids outside the scope are simply not answered); order overrides the config's; dataPerms as JSON text or a menu id
 *
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "ChooserListQuery".
 */
export interface ChooserListQuery {
  name: ConfigName;
  /**
   * A JSON value carried in one query parameter
   */
  where?: string;
  page?: number;
  limit?: number;
  order?: string;
  dataPerms?: string;
}
/**
 * POST chooser/list: the same as a JSON body (where an object, dataPerms an object or a menu id), for long lists of chosen ids
 *
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "ChooserListBody".
 */
export interface ChooserListBody {
  name: ConfigName;
  where?: {} | null;
  page?: number;
  limit?: number;
  order?: string;
  dataPerms?: DataPerms;
}
