import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import type { SyntaxNode } from '@lezer/common';

/** A JSON Schema node as far as the editor's help reads it. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  required?: string[];
  definitions?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  $id?: string;
}

/** Schemas by their $id, for `$ref`s across files (`field-type.schema.json`, `file.schema.json#/definitions/X`). */
export type SchemaLibrary = ReadonlyMap<string, SchemaNode>;

/** Follows a `$ref` (within `root` or into another file of the library) until a node without one. */
function resolve(node: SchemaNode | undefined, root: SchemaNode, library: SchemaLibrary): { node?: SchemaNode; root: SchemaNode } {
  for (let hops = 0; node?.$ref && hops < 20; hops += 1) {
    const [file, fragment = ''] = node.$ref.split('#');
    const base = file ? library.get(file) : root;
    if (!base) return { root };
    root = base;
    node = fragment.split('/').filter(Boolean).reduce<SchemaNode | undefined>((at, key) => (at as Record<string, SchemaNode> | undefined)?.[key], base);
  }
  return { node, root };
}

/** The schema of the value at `path` (property names and array indexes), undefined when the schema says nothing. */
export function schemaAt(schema: SchemaNode, path: readonly (string | number)[], library: SchemaLibrary): SchemaNode | undefined {
  let { node, root } = resolve(schema, schema, library);
  for (const key of path) {
    if (!node) return undefined;
    const next: SchemaNode | undefined =
      typeof key === 'number' ? node.items : (node.properties?.[key] ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined));
    ({ node, root } = resolve(next, root, library));
  }
  return node;
}

/** The Lezer JSON value nodes. */
const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function nameOf(state: EditorState, name: SyntaxNode): string {
  const text = state.sliceDoc(name.from, name.to);
  try {
    return JSON.parse(text) as string;
  } catch {
    return text.replace(/^"|"$/g, '');
  }
}

/** The path from the document's root to `node` (a value or an object or array around the cursor). */
export function pathTo(state: EditorState, node: SyntaxNode): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: SyntaxNode | null = node; at; at = at.parent) {
    const parent: SyntaxNode | null = at.parent;
    if (!parent) break;
    if (parent.name === 'Property' && VALUES.has(at.name)) {
      const name = parent.getChild('PropertyName');
      if (name) path.unshift(nameOf(state, name));
    } else if (parent.name === 'Array' && VALUES.has(at.name)) {
      let index = 0;
      for (let sibling = at.prevSibling; sibling; sibling = sibling.prevSibling) if (VALUES.has(sibling.name)) index += 1;
      path.unshift(index);
    }
  }
  return path;
}

function typeLabel(node: SchemaNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.enum) return node.enum.map(String).join(' | ');
  return Array.isArray(node.type) ? node.type.join(' | ') : node.type;
}

/**
 * Completion from the JSON Schema: inside an object, the property names it allows and lacks (required ones
 * first, each with its description); in a value place, the allowed values of an enum or a const.
 */
export function schemaCompletion(schema: SchemaNode, library: SchemaLibrary) {
  return (context: CompletionContext): CompletionResult | null => {
    const tree = syntaxTree(context.state);
    const here = tree.resolveInner(context.pos, -1);
    const word = context.matchBefore(/"?[\w-]*/);
    // A property name being typed, or a fresh place for one inside an object.
    const object = here.name === 'Object' ? here : here.name === 'PropertyName' ? here.parent?.parent : here.parent?.name === 'Object' && here.name === '⚠' ? here.parent : null;
    if (object?.name === 'Object' && (here.name !== 'String' || here.parent?.name !== 'Property')) {
      const node = resolve(schemaAt(schema, pathTo(context.state, object), library), schema, library).node;
      if (!node?.properties) return null;
      const present = new Set(object.getChildren('Property').map((p) => p.getChild('PropertyName')).filter((n): n is SyntaxNode => n !== null && n !== here).map((n) => nameOf(context.state, n)));
      const required = new Set(node.required ?? []);
      const options: Completion[] = Object.entries(node.properties)
        .filter(([name]) => !present.has(name))
        .map(([name, property]) => ({
          label: name, apply: `"${name}": `, type: 'property', boost: required.has(name) ? 1 : 0,
          detail: typeLabel(resolve(property, schema, library).node), info: resolve(property, schema, library).node?.description ?? property.description,
        }));
      return { from: word ? word.from : context.pos, options, validFor: /^"?[\w-]*$/ };
    }
    // A value: an enum's or a const's values.
    const value = VALUES.has(here.name) ? here : null;
    if (value && value.parent?.name === 'Property') {
      const node = resolve(schemaAt(schema, pathTo(context.state, value), library), schema, library).node;
      const allowed = node?.enum ?? (node && 'const' in node ? [node.const] : undefined);
      if (!allowed) return null;
      return { from: value.from, options: allowed.map((v) => ({ label: JSON.stringify(v), type: 'enum' })), validFor: /^"?[\w-]*"?$/ };
    }
    return null;
  };
}

/** Hover help: a property name shows what the schema says of it (its type or allowed values, its description). */
export function schemaHover(schema: SchemaNode, library: SchemaLibrary) {
  return hoverTooltip((view, pos, side): Tooltip | null => {
    const here = syntaxTree(view.state).resolveInner(pos, side);
    if (here.name !== 'PropertyName') return null;
    const property = here.parent;
    const value = property?.lastChild;
    if (!property || !value || !VALUES.has(value.name)) return null;
    const node = resolve(schemaAt(schema, pathTo(view.state, value), library), schema, library).node;
    if (!node) return null;
    return {
      pos: here.from,
      end: here.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.setAttribute('data-testid', 'studio-hover');
        dom.style.cssText = 'max-width: 420px; padding: 4px 8px; white-space: pre-wrap';
        const head = document.createElement('strong');
        head.textContent = `${nameOf(view.state, here)}: ${typeLabel(node) ?? 'object'}`;
        dom.append(head);
        if (node.description) dom.append(document.createElement('br'), node.description);
        return { dom };
      },
    };
  });
}
