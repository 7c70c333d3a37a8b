import type { DataSource } from '../../schemas/generated/list-page';
import type { ListQueryState } from '../core/list-context';
import { remoteParams } from '../core/remote-params';

/** What a list page may ask the server besides rows: tab counts and totals. */
export interface ListAsks {
  statisticsField?: string;
  summaryFields?: readonly string[];
  /** Columns whose equal neighbouring cells the server should report as merged (merge_field → merge_info). */
  mergeFields?: readonly string[];
}

/**
 * The params of one list call: fixed source params, remote_params (the menu and `orgId`, the organisation the
 * list is looked at from), the page, the sort, the filter and the extra asks.
 */
export function listParams(source: DataSource, state: ListQueryState, asks: ListAsks = {}, orgId?: number): Record<string, unknown> {
  return {
    ...source.params,
    remote_params: remoteParams(source, orgId),
    statistics_field: asks.statisticsField,
    summary_field: asks.summaryFields && asks.summaryFields.length > 0 ? asks.summaryFields.join(',') : undefined,
    merge_field: asks.mergeFields && asks.mergeFields.length > 0 ? asks.mergeFields.join(',') : undefined,
    page: state.page,
    limit: state.limit,
    order: state.sort ? `${state.sort.prop} ${state.sort.direction}` : undefined,
    where: Object.keys(state.where).length > 0 ? state.where : undefined,
  };
}
