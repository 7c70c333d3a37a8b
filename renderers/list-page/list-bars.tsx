import type { ReactNode } from 'react';
import { RenderSchema } from '../../registry';
import type { ListPageSchema } from '../../schemas/generated/list-page';

type Child = ListPageSchema['children'][number];

/** The children that share a row when they are neighbours: the view selector and the toolbar. */
const SHARED_ROW = ['saved-views', 'toolbar'];

/**
 * A list page's children by type, in order, with the view selector and the toolbar on one row when they are
 * neighbours (they wrap onto two where the row is too narrow, as on a phone): a row of its own each took a
 * row's height from the table (issue 41 item 12).
 */
export function ListChildren({ nodes, path }: { nodes: readonly Child[]; path: string }) {
  const out: ReactNode[] = [];
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i]!;
    const next = nodes[i + 1];
    const own = (index: number) => <RenderSchema key={`${index}:${nodes[index]!.type}`} schema={nodes[index]!} path={`${path}/children/${index}`} />;
    if (next && node.type === SHARED_ROW[0] && next.type === SHARED_ROW[1]) {
      out.push(
        <div key={`${i}:bars`} data-testid="list-bars" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 16 }}>
          <div style={{ flex: 'none', maxWidth: '100%' }}>{own(i)}</div>
          <div style={{ flex: '1 1 420px', minWidth: 0 }}>{own(i + 1)}</div>
        </div>,
      );
      i += 1;
    } else out.push(own(i));
  }
  return <>{out}</>;
}
