import { useListContext, type ListContextValue, type Row } from '../list-page/list-context';

/**
 * What a list child may need beyond today's ListContext: the statistics of the last list answer (spec 001
 * §3 statisticsMap: tab value → count) and the selected rows. Proposed as ListContext fields; until the
 * list page publishes them they are absent, and the renderers show no counts and no selection.
 */
export interface ListExtras {
  statisticsMap?: Readonly<Record<string, number>>;
  selectedRows?: readonly Row[];
}

export type ListWithExtras = ListContextValue & ListExtras;

export function useListWithExtras(): ListWithExtras {
  return useListContext() as ListWithExtras;
}
