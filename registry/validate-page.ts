import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import cellLabelSchema from '../schemas/cell-label.schema.json';
import fieldTypeSchema from '../schemas/field-type.schema.json';
import searchFieldSchema from '../schemas/search-field.schema.json';
import toolbarSchema from '../schemas/toolbar.schema.json';
import type { CompiledValidator, RendererDefinition, RendererRegistry } from './renderer-registry';

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
const SHARED_SCHEMAS: object[] = [fieldTypeSchema, cellLabelSchema, toolbarSchema, searchFieldSchema];

interface Node {
  type?: unknown;
  children?: unknown;
}

/**
 * Validates a page against its renderers: each node by the schema its type registered, then its
 * `children`, recursively. Compiled validators live with this checker (one per registry), not in a module.
 */
export function createPageValidator(registry: RendererRegistry) {
  // Made only for a definition without a precompiled validator: even adding a schema compiles ajv's
  // meta-schema validator with `new Function`, which the app's CSP (no 'unsafe-eval') refuses.
  let runtime: Ajv | undefined;
  const ajvOf = (): Ajv => {
    if (!runtime) {
      runtime = new Ajv({ allErrors: true, strict: false });
      for (const schema of SHARED_SCHEMAS) runtime.addSchema(schema);
    }
    return runtime;
  };
  const compiled = new Map<object, ValidateFunction>();
  const loaded = new Map<RendererDefinition, object>();
  const precompiled = new Map<RendererDefinition, CompiledValidator>();

  /** The definitions of the types a page's nodes and their `children` use. */
  function definitionsOf(node: unknown, into: Set<RendererDefinition>): Set<RendererDefinition> {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return into;
    const { type, children } = node as Node;
    const definition = typeof type === 'string' ? registry.definition(type) : undefined;
    if (definition) into.add(definition);
    if (Array.isArray(children)) for (const child of children) definitionsOf(child, into);
    return into;
  }

  /** Loads the lazily declared schemas of every type the page uses, all at once, before the (synchronous) walk. */
  async function loadSchemas(page: unknown): Promise<void> {
    const used = [...definitionsOf(page, new Set())];
    const validators = used.filter((d) => d.loadValidator && !precompiled.has(d));
    const schemas = used.filter((d) => !d.loadValidator && d.loadSchema && !loaded.has(d));
    const [compiledOnes, schemaOnes] = await Promise.all([Promise.all(validators.map((d) => d.loadValidator!())), Promise.all(schemas.map((d) => d.loadSchema!()))]);
    validators.forEach((d, i) => precompiled.set(d, compiledOnes[i].default));
    schemas.forEach((d, i) => loaded.set(d, schemaOnes[i].default));
  }

  /** The definition's validator: precompiled (the app's renderers), else compiled here from its schema (a test's or a plugin's). */
  function validatorOf(definition: RendererDefinition): CompiledValidator | undefined {
    const ready = precompiled.get(definition);
    if (ready) return ready;
    const schema = definition.schema ?? loaded.get(definition);
    if (!schema) return undefined;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajvOf().compile(schema);
      compiled.set(schema, validate);
    }
    return validate as CompiledValidator;
  }

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
    const validate = validatorOf(definition);
    if (validate && !validate(node)) problems.push(...describeSchemaErrors((validate.errors ?? []) as ErrorObject[], path));
    if (Array.isArray(children)) children.forEach((child, i) => check(child, `${path}/children/${i}`, problems));
  }

  return {
    /** Loads the validators of these renderer types ahead of a page that will use them (no waterfall when it opens). */
    async preload(types: readonly string[]): Promise<void> {
      await loadSchemas({ type: '', children: types.map((type) => ({ type })) }).catch(() => undefined);
    },
    /** Every JSON path of the page that does not fit, as a readable line; empty when the page is valid. */
    async problems(page: unknown): Promise<string[]> {
      await loadSchemas(page);
      const found: string[] = [];
      check(page, '', found);
      return found;
    },
  };
}

export type PageValidator = ReturnType<typeof createPageValidator>;
