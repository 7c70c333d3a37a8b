import { Space } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../registry';
import { useListControls } from '../core/list-context';
import { conditionsOf } from '../core/saved-view-conditions';
import { SaveAsDialog } from './SaveAsDialog';
import { TitleBar } from './TitleBar';
import { ViewDrawer, type DrawerTarget } from './ViewDrawer';
import { ViewMenu } from './ViewMenu';
import { rowsOf } from './rows';

/**
 * The filter view selector and title bar of a list page (spec 001 screen 1, 12, 13): the view menu button,
 * the title bar, the save-as dialog and the view settings drawer, over the list page's views state
 * (`list.views`). A list without views (none published) shows nothing.
 */
export function SavedViews() {
  const env = useEnv();
  const list = useListControls();
  const views = list.views;
  const [saveAs, setSaveAs] = useState<{ open: boolean; name: string }>({ open: false, name: '' });
  const [drawer, setDrawer] = useState<{ open: boolean; target: DrawerTarget }>({ open: false, target: null });
  if (!views) return null;

  const openSaveAs = async () => setSaveAs({ open: true, name: await views.suggestName() });
  const openDrawer = (target: DrawerTarget) => setDrawer({ open: true, target });
  const create = async () => {
    // Creating while the conditions are unsaved starts from them (spec 001 §4: a confirmation first).
    if (views.status !== 'clean' && !(await env.confirm({ content: env.t('views.confirmCreate'), quiet: true }))) return;
    const saved = conditionsOf(list.query.where, views.fields).saved;
    const rows = saved.length > 0 ? rowsOf(saved, views.fields) : undefined;
    openDrawer({ kind: 'new', start: { name: await views.suggestName(), rows } });
  };

  return (
    <div data-testid="saved-views" role="region" aria-label={env.t('views.label')} style={{ marginBottom: 8 }}>
      <Space wrap align="center">
        <ViewMenu
          views={views}
          onEdit={(id) => openDrawer({ kind: 'view', id })}
          onCreate={() => void create()}
          onSettings={() => openDrawer(views.current ? { kind: 'view', id: views.current.id } : views.items[0] ? { kind: 'view', id: views.items[0].id } : null)}
        />
        <TitleBar views={views} onSaveAs={() => void openSaveAs()} />
      </Space>
      <SaveAsDialog
        open={saveAs.open}
        initialName={saveAs.name}
        canShare={views.canShare}
        onSubmit={views.saveAs}
        onClose={() => setSaveAs((s) => ({ ...s, open: false }))}
      />
      <ViewDrawer
        views={views}
        open={drawer.open}
        target={drawer.target}
        onTarget={(target) => setDrawer((d) => ({ ...d, target }))}
        onClose={() => setDrawer({ open: false, target: null })}
      />
    </div>
  );
}


export default SavedViews;
