import { useListContext, type ListContextValue } from '../list-page/list-context';

/** The list context with tab counts and the selected rows (both part of ListContext now). */
export type ListExtras = Pick<ListContextValue, 'statisticsMap' | 'selectedRows'>;

export type ListWithExtras = ListContextValue;

export function useListWithExtras(): ListWithExtras {
  return useListContext();
}
