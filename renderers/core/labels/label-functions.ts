import { fillPlaceholders, safeUrl, type FillOptions } from '../../../rules';
import type { LabelArgs } from './label-column';
import { conditionHolds, stepFormulaValue } from '../../../codecs/action-steps';
import type { ActionSteps } from '../../../schemas/generated/action-steps';
import { performSteps } from '../list-shared/perform-steps';
import { copyText } from '../copy-text';

/** A click handler a `function` label may name in labelConfig.function. */
export interface LabelFunction {
  /** Whether the handler can run for this cell (else the value shows as plain text). */
  usable(args: LabelArgs): boolean;
  run(args: LabelArgs, text: string): void | Promise<void>;
}

/** Copies the text and says 复制成功 (spec 001 §8), or 复制失败 when the browser refuses. */
export async function copyWithNotice(env: LabelArgs['env'], text: string): Promise<void> {
  if (await copyText(text)) env.notify.success(env.t('listlabels.copied'));
  else env.notify.error(env.t('listlabels.copyFailed'));
}

/** How a label's labelConfig.url takes the row's values: URL-encoded; a missing value leaves its place empty. */
export const ROW_URL: FillOptions = { missing: 'empty', encode: encodeURIComponent };

/** A path in this app built from labelConfig.url, or null when there is none or it leaves the site. */
export function appPath({ column, row }: LabelArgs): string | null {
  const template = column.labelConfig?.url;
  if (!template) return null;
  return safeUrl(fillPlaceholders(template, row, ROW_URL), 'site');
}

/** Filters the list by the cell's value: where[labelConfig.prop ?? prop] = value. */
export function filterBy({ column, value, list }: LabelArgs): void {
  if (!list) return;
  list.setWhere({ ...list.query.where, [column.labelConfig?.prop ?? column.prop]: value as string | number | boolean });
}

const filterable = ({ list, value }: LabelArgs) =>
  list !== undefined && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && value !== '';

/** The handlers a `function` label may name; an unknown name leaves the value plain. */
export const LABEL_FUNCTIONS: Readonly<Record<string, LabelFunction>> = {
  copy: { usable: () => true, run: (args, text) => copyWithNotice(args.env, text) },
  openDetail: {
    usable: (args) => appPath(args) !== null,
    run: (args) => {
      const path = appPath(args);
      if (path) args.env.navigate(path);
    },
  },
  filter: { usable: filterable, run: filterBy },
};

export { filterable };

/** Whether a label with steps is clickable on its row: where labelConfig.when holds, and where its list is when it acts on one. */
export function stepsUsable({ column, row, list }: LabelArgs): boolean {
  const { when, steps = [] } = column.labelConfig ?? {};
  if (!list && steps.some((step) => step.filter !== undefined || step.clearSelection || step.refresh)) return false;
  return when === undefined || conditionHolds(when, (name) => stepFormulaValue(Object.hasOwn(row, name) ? row[name] : undefined));
}

/** A click on a label with steps: the program over the cell's row, its value and its shown text. */
export function runLabelSteps({ env, list, row, value }: LabelArgs, steps: ActionSteps, text: string): Promise<void> {
  return performSteps(steps, { rows: [row], value, text }, { env, list });
}
