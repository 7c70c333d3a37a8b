import { describe, expect, it } from 'vitest';
import { initialView, viewIdParam } from '../../renderers/list-page/saved-view-boot';
import type { SavedView } from '../../schemas/generated/saved-view';
import {
  autoName,
  badgeKey,
  canEditView,
  defaultBlocked,
  formButtons,
  nameError,
  neighbourAfterDelete,
  saveAsName,
  titleButtons,
  typesOffered,
  viewStatus,
  withDefault,
} from '../../renderers/core/saved-view-state';

const personal = { editable: true, type: 1 as const };
const shared = { editable: true, type: 2 as const };

describe('view status', () => {
  it('clean when unchanged, not saved without a view, edited when it can be saved, to be saved as otherwise', () => {
    expect(viewStatus(personal, false, false)).toBe('clean');
    expect(viewStatus(null, false, false)).toBe('clean');
    expect(viewStatus(null, true, true)).toBe('notSaved');
    expect(viewStatus(personal, true, false)).toBe('edited');
    expect(viewStatus(shared, true, true)).toBe('edited');
    expect(viewStatus(shared, true, false)).toBe('saveAs');
    expect(viewStatus({ editable: false, type: 1 }, true, true)).toBe('saveAs');
  });

  it('badge 已编辑 only when the view can be saved, 待另存 for the others', () => {
    expect(badgeKey('edited')).toBe('views.badgeEdited');
    expect(badgeKey('saveAs')).toBe('views.badgeSaveAs');
    expect(badgeKey('notSaved')).toBe('views.badgeSaveAs');
    expect(badgeKey('clean')).toBeNull();
  });

  it('a shared view is editable only with the shared-view permission', () => {
    expect(canEditView(shared, false)).toBe(false);
    expect(canEditView(shared, true)).toBe(true);
    expect(canEditView({ editable: false, type: 2 }, true)).toBe(false);
    expect(canEditView(personal, false)).toBe(true);
  });
});

describe('button sets', () => {
  it('title bar: save only when edited; save as and reset view when changed; set default with a view', () => {
    expect(titleButtons('edited', true)).toEqual(['save', 'saveAs', 'resetView', 'resetFields', 'setDefault']);
    expect(titleButtons('saveAs', true)).toEqual(['saveAs', 'resetView', 'resetFields', 'setDefault']);
    expect(titleButtons('notSaved', false)).toEqual(['saveAs', 'resetView', 'resetFields']);
    expect(titleButtons('clean', true)).toEqual(['resetFields', 'setDefault']);
  });

  it('edit form: edited → reset, delete, save, save and apply; unchanged → delete, apply', () => {
    expect(formButtons(true, true, false)).toEqual(['reset', 'delete', 'save', 'saveApply']);
    expect(formButtons(false, true, false)).toEqual(['delete', 'apply']);
    expect(formButtons(false, false, false)).toEqual(['apply']);
    expect(formButtons(true, false, false)).toEqual(['reset']);
    expect(formButtons(true, true, true)).toEqual(['reset', 'save', 'saveApply']);
  });

  it('default is blocked while anything is unsaved', () => {
    expect(defaultBlocked('clean')).toBe(false);
    expect(defaultBlocked('edited')).toBe(true);
    expect(defaultBlocked('saveAs')).toBe(true);
    expect(defaultBlocked('notSaved')).toBe(true);
  });
});

describe('names', () => {
  it('automatic names are numbered 1 to 20, then none', () => {
    expect(autoName('自定义视图', [])).toBe('自定义视图1');
    expect(autoName('自定义视图', ['自定义视图1', '自定义视图3'])).toBe('自定义视图2');
    expect(autoName('自定义视图', Array.from({ length: 20 }, (_, i) => `自定义视图${i + 1}`))).toBeNull();
  });

  it('save as starts from " - 副本" of an edited view, else the automatic name, else 自定义视图', () => {
    expect(saveAsName({ name: '宏达客户' }, 'edited', ' - 副本', '自定义视图3', '自定义视图')).toBe('宏达客户 - 副本');
    expect(saveAsName({ name: '宏达客户' }, 'saveAs', ' - 副本', null, '自定义视图')).toBe('宏达客户 - 副本');
    expect(saveAsName({ name: '一二三四五六七八九十一二三四五六七' }, 'edited', ' - 副本', null, '自定义视图')).toHaveLength(20);
    expect(saveAsName(null, 'notSaved', ' - 副本', '自定义视图3', '自定义视图')).toBe('自定义视图3');
    expect(saveAsName(null, 'notSaved', ' - 副本', null, '自定义视图')).toBe('自定义视图');
  });

  it('a name is required and at most 20 characters', () => {
    expect(nameError('  ')).toBe('views.nameRequired');
    expect(nameError('a'.repeat(21))).toBe('views.nameTooLong');
    expect(nameError('视'.repeat(20))).toBeNull();
  });

  it('shared is offered only with the permission', () => {
    expect(typesOffered(false)).toEqual([1]);
    expect(typesOffered(true)).toEqual([1, 2]);
  });
});

describe('after a delete and a default', () => {
  const items = [
    { id: 1, type: 1 as const },
    { id: 2, type: 2 as const },
    { id: 3, type: 1 as const },
    { id: 4, type: 1 as const },
  ];

  it('the next view of the same type, else the previous, else none', () => {
    expect(neighbourAfterDelete(items, 1)).toBe(3);
    expect(neighbourAfterDelete(items, 4)).toBe(3);
    expect(neighbourAfterDelete(items, 2)).toBeNull();
    expect(neighbourAfterDelete(items, 99)).toBeNull();
  });

  it('one default at a time', () => {
    const views = [
      { id: 1, is_default: 1 as const },
      { id: 2, is_default: 0 as const },
    ];
    expect(withDefault(views, 2, true).map((v) => v.is_default)).toEqual([0, 1]);
    expect(withDefault(views, 1, false).map((v) => v.is_default)).toEqual([0, 0]);
  });
});

describe('the view a page opens with', () => {
  const view = (id: number) => ({ id }) as SavedView;
  const answer = { listData: [view(1), view(2)], defaultId: 2, canShare: false };

  it('the URL view_id (the matching view), else the default, else none', () => {
    expect(initialView(answer, 1)).toEqual({ view: view(1), missing: false });
    expect(initialView(answer, null)).toEqual({ view: view(2), missing: false });
    expect(initialView(answer, 9)).toEqual({ view: view(2), missing: true });
    expect(initialView({ ...answer, defaultId: null }, null)).toEqual({ view: null, missing: false });
  });

  it('reads view_id as a positive whole number only', () => {
    expect(viewIdParam(new URLSearchParams('view_id=12'))).toBe(12);
    expect(viewIdParam(new URLSearchParams('view_id=-1'))).toBeNull();
    expect(viewIdParam(new URLSearchParams('view_id=abc'))).toBeNull();
    expect(viewIdParam(new URLSearchParams(''))).toBeNull();
  });
});
