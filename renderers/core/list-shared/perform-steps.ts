import { planSteps, type StepEffect, type StepInput } from '../../../codecs/action-steps';
import type { RendererEnv } from '../../../registry';
import type { ActionSteps } from '../../../schemas/generated/action-steps';
import { copyText } from '../copy-text';
import type { ListControls } from '../list-context';
import { setSearchValues, UndeclaredSearchProperty } from './search-model';

/** What performing steps may touch: the world, and the list when the program runs on one. */
export interface StepWorld {
  env: RendererEnv;
  list?: Pick<ListControls, 'query' | 'setWhere' | 'setSelectedRows' | 'refresh' | 'searchKeys'>;
}

/** Says why a step could not run, in the user's language. */
function refusal(env: RendererEnv, effect: Extract<StepEffect, { kind: 'refused' }>): void {
  if (effect.reason === 'noRows') env.notify.warning(env.t('listbar.toolbar.selectSome'));
  else if (effect.reason === 'nothingToCopy') env.notify.warning(env.t('listbar.functions.nothingToCopy'));
  else if (effect.reason === 'nothingToFilter') env.notify.warning(env.t('listbar.functions.nothingToFilter'));
  else env.notify.warning(env.t('listlabels.external.unsafe', { url: effect.address ?? '' }));
}

/**
 * A filter step's values set on the list's search model: a property the page does not declare is refused (不允许设置
 * 未预置的属性), logged for the configurator and said to the user, and the list is left as it was.
 */
function filter(values: Extract<StepEffect, { kind: 'filter' }>['where'], { env, list }: StepWorld): boolean {
  if (!list) return true;
  if (!list.searchKeys) {
    list.setWhere({ ...list.query.where, ...values });
    return true;
  }
  try {
    list.setWhere(setSearchValues(list.searchKeys, list.query.where, values, env.t));
    return true;
  } catch (error) {
    if (!(error instanceof UndeclaredSearchProperty)) throw error;
    console.error(error);
    env.notify.error(error.message);
    return false;
  }
}

/** Performs one planned effect; false when the program should end here (a refusal, a failed copy). */
async function perform(effect: StepEffect, { env, list }: StepWorld): Promise<boolean> {
  switch (effect.kind) {
    case 'copy':
      if (await copyText(effect.text)) {
        env.notify.success(env.t('listbar.functions.copied'));
        return true;
      }
      env.notify.error(env.t('listbar.functions.copyFailed'));
      return false;
    case 'navigate':
      env.navigate(effect.path);
      return true;
    case 'open':
      window.open(effect.url, '_blank', 'noopener');
      return true;
    case 'filter':
      return filter(effect.where, { env, list });
    case 'notify':
      // A level the schema does not know (a configuration that skipped it) shows as success rather than throwing.
      env.notify[Object.hasOwn(env.notify, effect.level) ? effect.level : 'success'](effect.text);
      return true;
    case 'clearSelection':
      list?.setSelectedRows([]);
      return true;
    case 'refresh':
      list?.refresh();
      return true;
    case 'refused':
      refusal(env, effect);
      return false;
  }
}

/**
 * Runs a configured program (action-steps.schema.json) for a function button or label: planned by the shared,
 * pure codecs/action-steps (formulas in the sandboxed rule language), then performed here, effect by effect.
 */
export async function performSteps(steps: ActionSteps, input: Omit<StepInput, 'language'>, world: StepWorld): Promise<void> {
  for (const effect of planSteps(steps, { ...input, language: world.env.language })) {
    if (!(await perform(effect, world))) return;
  }
}
