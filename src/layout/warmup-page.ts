import { ApiCodeError, type RendererEnv, type RequestOptions } from '../../registry';
import constants from '../../schemas/constants.json';
import type { ListPageSchema } from '../../schemas/generated/list-page';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import { VIEW_LIST_URL } from '../../renderers/core/saved-view-types';

/** The sample page's list call: answered by the warm-up's env, never sent. */
const SAMPLE_LIST_URL = '/api/warmup/sample/index';
const SEARCH_FIELDS: SearchFieldSchema[] = [
  { prop: 'doc_no', label: '编号', labelEn: 'No.', searchType: 'input' },
  { prop: 'amount', label: '金额', labelEn: 'Amount', valueType: 'money', searchType: 'number' },
  { prop: 'doc_date', label: '日期', labelEn: 'Date', valueType: 'date', searchType: 'date' },
];
const STATES = [
  { value: 0, label: '草稿', labelEn: 'Draft' },
  { value: 1, label: '审批中', labelEn: 'Pending', color: 'processing' },
  { value: 2, label: '已完成', labelEn: 'Complete', color: 'success' },
];

/**
 * A list page of the parts most list pages have (status tabs, a query panel, a toolbar with row and selection
 * buttons, a table of link, text, money, date and enum columns, pagination), for ListWarmup to draw once offscreen.
 * Its id is the studio preview's, which no menu has.
 */
export const SAMPLE_LIST_PAGE: ListPageSchema = {
  type: 'list-page',
  id: constants.previewMenuId,
  title: '—',
  source: { url: SAMPLE_LIST_URL, method: 'GET', params: {} },
  pageSizes: constants.pageSizes,
  defaultPageSize: 15,
  children: [
    { type: 'statistics-tip', items: [{ prop: 'amount', label: '合计', labelEn: 'Total', calculate: 'sum' }] },
    { type: 'status-tabs', field: 'state', tabs: STATES.map(({ value, label, labelEn }) => ({ value, label, labelEn })), showAll: true },
    { type: 'query-panel', fields: [...SEARCH_FIELDS, { prop: 'state', label: '状态', labelEn: 'State', valueType: 'enum', searchType: 'select', options: STATES }] },
    { type: 'filter-tags', fields: SEARCH_FIELDS },
    { type: 'saved-views', fields: SEARCH_FIELDS },
    {
      type: 'toolbar',
      buttons: [
        { id: 1, flag: 'add', name: '新增', nameEn: 'New', func: 'currentpage', btnType: 'primary', icon: 'plus', position: 'left', config: { url: '/message' } },
        { id: 2, flag: 'export', name: '导出', nameEn: 'Export', func: 'export', position: 'right' },
        { id: 3, flag: 'edit', name: '编辑', nameEn: 'Edit', func: 'currentpage', btnType: 'link', position: 'solo', config: { url: '/message?data_id={id}' } },
        { id: 4, flag: 'del', name: '删除', nameEn: 'Delete', func: 'interface', btnType: 'danger', position: 'mult', config: { url: '/api/warmup/sample/del' } },
      ],
    },
    {
      type: 'data-table',
      rowKey: 'id',
      columns: [
        { prop: 'doc_no', label: '编号', labelEn: 'No.', width: 170, fixed: 'left', labelType: 'currentpage', labelConfig: { url: '/message?data_id={id}' }, copy: true },
        { prop: 'party', label: '往来单位', labelEn: 'Party', width: 240 },
        { prop: 'amount', label: '金额', labelEn: 'Amount', valueType: 'money', width: 160, sortable: true, showSummary: true },
        { prop: 'doc_date', label: '日期', labelEn: 'Date', valueType: 'date', width: 120, sortable: true },
        { prop: 'state', label: '状态', labelEn: 'State', valueType: 'enum', width: 100, options: STATES },
      ],
    },
    { type: 'pagination' },
  ],
};

/** The sample page's rows, as a list answer. */
function sampleAnswer(): { data: Record<string, unknown>[]; total: number } {
  const data = Array.from({ length: 15 }, (_, i) => ({
    id: i + 1,
    doc_no: `WU${String(i + 1).padStart(8, '0')}`,
    party: '—',
    amount: 1000 + i * 10.5,
    doc_date: '2026-01-01',
    state: i % 3,
  }));
  return { data, total: data.length };
}

/**
 * The env the sample page is drawn under: the app's (its texts, language, permissions, addresses), but nothing
 * reaches the server (its list call is answered here, any other call fails as a missing setting does), goes
 * anywhere, keeps a place or tells the user anything.
 */
export function warmupEnv(env: RendererEnv): RendererEnv {
  const request = <T,>(url: string, options: RequestOptions = {}): Promise<T> => {
    const answer = url === SAMPLE_LIST_URL ? sampleAnswer() : url === VIEW_LIST_URL ? { data: [], total: 0 } : undefined;
    if (answer === undefined) return Promise.reject(new ApiCodeError(4404, ''));
    options.onMessage?.('');
    return Promise.resolve(answer as T);
  };
  return {
    ...env,
    request,
    upload: undefined,
    navigate: () => undefined,
    pageMemory: undefined,
    arrived: undefined,
    routeQuery: () => new URLSearchParams(),
    closeWindow: () => false,
    guardLeave: () => undefined,
    notify: { success: () => undefined, error: () => undefined, warning: () => undefined },
    confirm: () => Promise.resolve(false),
  };
}
