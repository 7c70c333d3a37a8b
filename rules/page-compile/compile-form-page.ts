import type { FormNode, FormPageSchema } from '../../schemas/generated/form-page';
import { pickLabel, type Language } from '../language';
import type { PermNode } from '../../schemas/generated/perm-node';
import { flag, isObject, type Json } from '../config-values';
import { FORM_SPELLINGS, spelled } from './config-spellings';

/** A Formily node with its titles in the user's language (`title` is Chinese, `title_en` English). */
function localised(node: Json, language: Language): FormNode {
  const { title_en: titleEn, properties, ...rest } = node;
  const out: Json = { ...rest };
  if (typeof node.title === 'string') out.title = pickLabel(language, node.title, typeof titleEn === 'string' ? titleEn : undefined);
  if (isObject(properties)) out.properties = localisedProperties(properties, language);
  return out as FormNode;
}

function localisedProperties(properties: Json, language: Language): Record<string, FormNode> {
  return Object.fromEntries(Object.entries(properties).map(([name, node]) => [name, isObject(node) ? localised(node, language) : (node as FormNode)]));
}

/**
 * The form page of a menu leaf (`func_config: { page_type: 2, form: {...} }`): its settings in the
 * renderer's names and its Formily schema in the user's language. Anything malformed is left for the page
 * validator to name, never guessed.
 */
export function compileFormPage(menu: PermNode, language: Language): FormPageSchema {
  const config = (menu.func_config as Json).form as Json;
  const out: Json = {
    type: 'form-page',
    title: pickLabel(language, menu.name, menu.name_en),
    resource: config.resource,
    // Without perms_id the form writes under its own menu: a page the studio publishes is granted by itself.
    permsId: spelled(config, FORM_SPELLINGS.permsId) ?? menu.id,
    form: isObject(config.schema) ? { ...config.schema, properties: localisedProperties(isObject(config.schema.properties) ? config.schema.properties : {}, language) } : config.schema,
  };
  if (typeof config.title === 'string') out.title = pickLabel(language, config.title, typeof config.title_en === 'string' ? config.title_en : undefined);
  for (const key of ['workflowLabel', 'draftRequired', 'submitConfirm', 'statusField', 'titleField', 'backTo'] as const) {
    const value = spelled(config, FORM_SPELLINGS[key]);
    if (value !== undefined) out[key] = value;
  }
  for (const key of ['approvalButton', 'sectionTabs'] as const) {
    const value = flag(spelled(config, FORM_SPELLINGS[key]));
    if (value !== undefined) out[key] = value;
  }
  return out as unknown as FormPageSchema;
}
