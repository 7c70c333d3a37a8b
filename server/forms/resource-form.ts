import type { PermNode } from '../../schemas/generated/perm-node.js';
import type { ResourceDefinition, ResourceField } from '../../schemas/generated/resource-definition.js';
import { isDecimalType, isNumericType } from '../../codecs/index.js';
import { isObject, type Json } from '../../rules/config-values.js';
import { codecOptionsOf } from '../../rules/page-compile/definition-menu.js';

/** The JSON type a field's value has in a form (Formily's `type`): numbers, an enum of numbers, yes/no, else text. */
function jsonTypeOf(field: ResourceField): 'number' | 'boolean' | 'string' {
  if (isNumericType(field.type)) return 'number';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'enum' && field.options?.length && field.options.every((o) => typeof o.value === 'number')) return 'number';
  return 'string';
}

/** What a field's control takes from its declaration: a text's length, an enum's options, a decimal's places. */
function controlProps(field: ResourceField): Json {
  const props: Json = {};
  if (field.type === 'text' && field.maxLength !== undefined) props.maxLength = field.maxLength;
  if (field.type === 'enum' && field.options?.length) props.options = codecOptionsOf(field.options);
  if (isDecimalType(field.type) && field.rules?.precision !== undefined) props.moneyFormat = field.rules.precision;
  return props;
}

/**
 * A form property named like a field of the form's resource, with what it leaves out taken from that field (issue
 * 42 item 2, declared once): its title in both languages, control, JSON type and item decorator, and the control's
 * maxLength, options and decimals. What the property states wins; `required` and defaults are the form's own.
 */
function filledProperty(node: Json, field: ResourceField): Json {
  const own = isObject(node['x-component-props']) ? node['x-component-props'] : {};
  // Another control (a chooser over a text field, an enum's select for a percent) takes only what the form gives it.
  const sameControl = node['x-component'] === undefined || node['x-component'] === field.type;
  const props = { ...(sameControl ? controlProps(field) : {}), ...own };
  return {
    type: jsonTypeOf(field),
    ...(field.label ? { title: field.label.zh, title_en: field.label.en } : {}),
    'x-decorator': 'FormItem',
    'x-component': field.type,
    ...node,
    ...(Object.keys(props).length > 0 ? { 'x-component-props': props } : {}),
  };
}

/**
 * A form's Formily schema with each field property completed from its resource's field of the same name (sections,
 * `type: void`, and properties naming no field are left as they are). `fields`: the resource's fields; none, the
 * schema as written.
 */
export function formFromResource(schema: Json, fields: readonly ResourceField[] | undefined): Json {
  if (!fields?.length || !isObject(schema.properties)) return schema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, node]) => {
      if (!isObject(node)) return [name, node];
      const field = node.type === 'void' ? undefined : fields.find((f) => f.name === name);
      const filled = field ? filledProperty(node, field) : node;
      return [name, formFromResource(filled, fields)];
    }),
  );
  return { ...schema, properties };
}

/**
 * A form menu with its form's field properties completed from the fields of the resource it writes (what the page
 * compiler then compiles: the served page, the studio's preview and its publish check alike). Any other menu, or
 * without fields, as it is.
 */
export function withFormFromResource(menu: PermNode, fields: readonly ResourceField[] | undefined): PermNode {
  const config = menu.func_config as Json | null;
  const form = isObject(config) && isObject(config.form) ? config.form : undefined;
  if (!form || !isObject(form.schema) || !fields?.length) return menu;
  return { ...menu, func_config: { ...config, form: { ...form, schema: formFromResource(form.schema, fields) } } as PermNode['func_config'] };
}

/**
 * A form menu with its form completed from the resource it writes (its `func_config.form.resource`, an address
 * /api/<module>/<name>), found by `resourceAt`: what page/compiled compiles and what account/perms answers (the spec's
 * func_config, with every field's title). Any other menu, or an address no resource is served at, as it is.
 */
export function withResourceForm(menu: PermNode, resourceAt: ((address: string) => ResourceDefinition | undefined) | undefined): PermNode {
  const address = ((menu.func_config as { form?: { resource?: unknown } } | null)?.form ?? {}).resource;
  return typeof address === 'string' ? withFormFromResource(menu, resourceAt?.(address)?.fields) : menu;
}
