/**
 * The schema guide for configurators (issue 23): what each declarable thing is and which properties it takes,
 * read from its JSON Schema in schemas/, so the guide never says other than what the server and the browser check.
 * The same entries become docs/schema-guide.md (scripts/schema-guide.ts) and the studio's 指南 tab.
 */

/** The part of a JSON Schema node the guide reads. */
export interface GuideSchema {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  items?: GuideSchema;
  properties?: Record<string, GuideSchema>;
  required?: string[];
  definitions?: Record<string, GuideSchema>;
  anyOf?: GuideSchema[];
  oneOf?: GuideSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
}

export interface GuideProperty {
  name: string;
  /** The value's kind in a few words: `string`, `one of a, b`, `array of ChartSeries`, `→ Label`. */
  type: string;
  required: boolean;
  description: string;
  /** Limits worth knowing: range, length, count, format. */
  limits: string;
  default?: string;
}

export interface GuideEntry {
  /** The schema's $id (its file in schemas/). */
  id: string;
  title: string;
  description: string;
  properties: GuideProperty[];
  /** The schema's own definitions that are objects (a chart's series, a resource's field), each as an entry. */
  parts: GuideEntry[];
}

/** The name a $ref points at: its definition's name, or the schema file's title-less name. */
function refName(ref: string): string {
  const definition = /#\/definitions\/([^/]+)$/.exec(ref);
  if (definition) return definition[1];
  return ref.replace(/\.schema\.json$/, '').replace(/#$/, '');
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A node's kind in a few words. */
export function typeText(node: GuideSchema): string {
  if (node.$ref) return `→ ${refName(node.$ref)}`;
  if (node.const !== undefined) return `= ${text(node.const)}`;
  if (node.enum) return `one of ${node.enum.map(text).join(', ')}`;
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return alternatives.map(typeText).join(' | ');
  const type = Array.isArray(node.type) ? node.type.join(' | ') : (node.type ?? 'any');
  if (type === 'array' && node.items) return `array of ${typeText(node.items)}`;
  return type;
}

/** The limits of a node worth telling a configurator. */
export function limitsText(node: GuideSchema): string {
  const out: string[] = [];
  if (node.minimum !== undefined || node.maximum !== undefined) out.push(`${node.minimum ?? '…'}–${node.maximum ?? '…'}`);
  if (node.maxLength !== undefined) out.push(`≤ ${node.maxLength} chars`);
  if (node.maxItems !== undefined) out.push(`≤ ${node.maxItems} items`);
  if (node.pattern !== undefined && node.pattern !== '^[^\\u0000]*$') out.push(`matches ${node.pattern}`);
  return out.join('; ');
}

/** A schema's guide entry: its title, its description, each property (required first, then as declared) and its object definitions. */
export function guideEntry(schema: GuideSchema, id = schema.$id ?? ''): GuideEntry {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).map(([name, node]): GuideProperty => ({
    name,
    type: typeText(node),
    required: required.has(name),
    description: node.description ?? '',
    limits: limitsText(node),
    ...(node.default !== undefined ? { default: text(node.default) } : {}),
  }));
  properties.sort((a, b) => Number(b.required) - Number(a.required));
  const parts = Object.entries(schema.definitions ?? {})
    .filter(([, node]) => node.properties !== undefined)
    .map(([name, node]) => guideEntry({ ...node, title: node.title ?? name }, `${id}#/definitions/${name}`));
  return { id, title: schema.title ?? id, description: schema.description ?? '', properties, parts };
}
