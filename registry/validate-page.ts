import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import fieldTypeSchema from '../schemas/field-type.schema.json';
import type { RendererRegistry } from './renderer-registry';

/** `/children/1/columns/2/width must be integer`: the JSON path first, so configurators find the spot. */
export function describeSchemaErrors(errors: readonly ErrorObject[], at = ''): string[] {
  return errors.map((e) => {
    const path = `${at}${e.instancePath}` || '/';
    const extra = e.keyword === 'additionalProperties' ? ` (${(e.params as { additionalProperty: string }).additionalProperty})` : '';
    const allowed = e.keyword === 'enum' ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.map(String).join(', ')})` : '';
    return `${path} ${e.message ?? 'is invalid'}${extra}${allowed}`;
  });
}

/** Schemas a renderer's schema may `$ref` by file name. */
const SHARED_SCHEMAS: object[] = [fieldTypeSchema];

interface Node {
  type?: unknown;
  children?: unknown;
}

/**
 * Validates a page against its renderers: each node by the schema its type registered, then its
 * `children`, recursively. Compiled validators live with this checker (one per registry), not in a module.
 */
export function createPageValidator(registry: RendererRegistry) {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);
  const compiled = new Map<object, ValidateFunction>();

  function check(node: unknown, path: string, problems: string[]): void {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) {
      problems.push(`${path || '/'} must be an object with a type`);
      return;
    }
    const { type, children } = node as Node;
    const definition = typeof type === 'string' ? registry.definition(type) : undefined;
    if (!definition) {
      problems.push(`${path}/type unknown renderer type ${JSON.stringify(type)} (${registry.types().join(', ')})`);
      return;
    }
    if (definition.schema) {
      let validate = compiled.get(definition.schema);
      if (!validate) {
        validate = ajv.compile(definition.schema);
        compiled.set(definition.schema, validate);
      }
      if (!validate(node)) problems.push(...describeSchemaErrors(validate.errors ?? [], path));
    }
    if (Array.isArray(children)) children.forEach((child, i) => check(child, `${path}/children/${i}`, problems));
  }

  return {
    /** Every JSON path of the page that does not fit, as a readable line; empty when the page is valid. */
    problems(page: unknown): string[] {
      const found: string[] = [];
      check(page, '', found);
      return found;
    },
  };
}

export type PageValidator = ReturnType<typeof createPageValidator>;
