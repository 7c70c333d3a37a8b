import type { ListPageSchema } from '../schemas/generated/list-page';
import { contractListPage } from './contract-columns';
import { contractSearchFields } from './search-fields';

/** The contract list with the sections above its rows: tabs, the query panel, the filter tags and the toolbar. */
export const contractListWithSections: ListPageSchema = {
  ...contractListPage,
  children: [
    { type: 'status-tabs', field: 'status', tabs: [{ value: 1, label: '审批中', labelEn: 'In approval' }, { value: 2, label: '已完成', labelEn: 'Complete' }] },
    { type: 'query-panel', fields: contractSearchFields },
    { type: 'filter-tags', fields: contractSearchFields },
    { type: 'toolbar', buttons: [] },
    ...contractListPage.children,
  ],
};
