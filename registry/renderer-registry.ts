import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A validator as ajv compiles it: true when the data fits, else false with `errors` set. */
export type CompiledValidator = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }> | null };

/** Every renderer gets its schema node and the JSON path of that node; the world comes through useEnv. */
export interface RendererProps<S = unknown> {
  schema: S;
  /** Where this node sits in the page schema, e.g. `/children/1`: shown in errors, passed on to children. */
  path: string;
}

// Renderers differ in schema type; the registry stores them behind one signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRenderer = ComponentType<RendererProps<any>>;

export interface RendererDefinition {
  type: string;
  /** The JSON Schema its node must satisfy (from schemas/); checked when a page is validated. */
  schema?: object;
  /** The same, loaded on first validation (its own chunk): the sign-in page never downloads schemas. */
  loadSchema?: () => Promise<{ default: object }>;
  /**
   * Its schema compiled ahead of time (schemas/generated/validators, `npm run schemas`), loaded on first
   * validation: the page checks it without compiling code at run time, so the CSP needs no 'unsafe-eval'.
   */
  loadValidator?: () => Promise<{ default: CompiledValidator }>;
  /** An eagerly bundled renderer. */
  component?: AnyRenderer;
  /** A renderer loaded on first use (its own chunk). */
  load?: () => Promise<{ default: AnyRenderer }>;
  /**
   * Components this renderer lends other renderers by name, each loaded on first use: a form's x-components
   * (its lines, its attachments) among them. A renderer folder never imports another (docs/architecture.md §2):
   * the form asks the registry for `EditableTable` and the editable table answers.
   */
  parts?: Readonly<Record<string, PartLoader>>;
}

// A lent part's props are declared where both sides meet (renderers/core); the registry keeps them opaque.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPart = ComponentType<any>;
export type PartLoader = () => Promise<{ default: AnyPart }>;

export interface RendererRegistry {
  /** Registers a renderer; a second registration of a type in the same registry needs `{ override: true }`. */
  register(definition: RendererDefinition, options?: { override?: boolean }): void;
  /** The definition of `type`: this registry's own, else its parent's. */
  definition(type: string): RendererDefinition | undefined;
  resolve(type: string): AnyRenderer | LazyExoticComponent<AnyRenderer> | undefined;
  has(type: string): boolean;
  types(): string[];
  /** The component some renderer lends as `name` (RendererDefinition.parts): this registry's, else its parent's. */
  part(name: string): AnyPart | LazyExoticComponent<AnyPart> | undefined;
  /** The definition that lends `name`: this registry's, else its parent's. */
  lender(name: string): RendererDefinition | undefined;
  /** A registry that overrides some types and falls back to this one for the rest. */
  child(): RendererRegistry;
  /**
   * Starts loading the renderers of every node in a schema tree at once, so a page's nested renderers
   * arrive together instead of each after its parent (a waterfall of chunk requests). Settles when all
   * have loaded or failed.
   */
  preload(schema: unknown): Promise<void>;
}

/** The `type` of every node in a schema tree: objects with a string `type`, however deeply nested. */
export function schemaTypes(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) schemaTypes(item, into);
  } else if (node !== null && typeof node === 'object') {
    const type = (node as { type?: unknown }).type;
    if (typeof type === 'string') into.add(type);
    for (const value of Object.values(node)) if (value !== null && typeof value === 'object') schemaTypes(value, into);
  }
  return into;
}

/** The `x-component` of every node in a schema tree (a form's controls), however deeply nested. */
function schemaComponents(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) schemaComponents(item, into);
  } else if (node !== null && typeof node === 'object') {
    const component = (node as { 'x-component'?: unknown })['x-component'];
    if (typeof component === 'string') into.add(component);
    for (const value of Object.values(node)) if (value !== null && typeof value === 'object') schemaComponents(value, into);
  }
  return into;
}

/** A registry per app: no module-global state, so stories and tests build their own. */
export function createRendererRegistry(parent?: RendererRegistry): RendererRegistry {
  const own = new Map<string, RendererDefinition>();
  // What `resolve` gave for a definition: decided once, so a mounted node never sees its component type change.
  const resolved = new WeakMap<RendererDefinition, AnyRenderer | LazyExoticComponent<AnyRenderer>>();
  // Renderers whose chunk has arrived: resolved after that, they render at once instead of suspending
  // (React.lazy suspends on its first render even when the module is already there).
  const loaded = new WeakMap<RendererDefinition, AnyRenderer>();
  // A lent part, once asked for.
  const parts = new Map<string, AnyPart | LazyExoticComponent<AnyPart>>();
  const load = (definition: RendererDefinition) =>
    definition.load!().then((module) => {
      loaded.set(definition, module.default);
      return module;
    });
  const registry: RendererRegistry = {
    register(definition, options = {}) {
      if (!definition.component === !definition.load) {
        throw new Error(`renderer "${definition.type}": give exactly one of component or load`);
      }
      if (own.has(definition.type) && !options.override) {
        throw new Error(`renderer "${definition.type}" is already registered; pass { override: true } to replace it`);
      }
      own.set(definition.type, definition);
    },
    definition: (type) => own.get(type) ?? parent?.definition(type),
    resolve(type) {
      const definition = own.get(type);
      if (!definition) return parent?.resolve(type);
      if (definition.component) return definition.component;
      let component = resolved.get(definition);
      if (!component) {
        component = loaded.get(definition) ?? lazy(() => load(definition));
        resolved.set(definition, component);
      }
      return component;
    },
    has: (type) => registry.definition(type) !== undefined,
    types: () => [...new Set([...own.keys(), ...(parent?.types() ?? [])])].sort(),
    child: () => createRendererRegistry(registry),
    lender: (name) => [...own.values()].find((definition) => definition.parts?.[name]) ?? parent?.lender(name),
    part(name) {
      const known = parts.get(name);
      if (known) return known;
      const lender = [...own.values()].find((definition) => definition.parts?.[name]);
      if (!lender) return parent?.part(name);
      // One lazy component per name for good: a mounted part whose type changed once loaded would remount (a
      // grid losing its active cell); once resolved, React renders it at once wherever it mounts.
      const component = lazy(lender.parts![name]);
      parts.set(name, component);
      return component;
    },
    async preload(schema) {
      const loads = [...schemaTypes(schema)].map((type) => {
        const definition = own.get(type);
        if (!definition) return parent?.preload({ type });
        if (!definition.load || loaded.has(definition)) return undefined;
        // The module loader keeps the promise: React.lazy's own call later gets the same module.
        return load(definition).catch(() => undefined);
      });
      // The parts its forms name (x-component) load beside them: a form's lines do not wait for the form.
      const partLoads = [...schemaComponents(schema)].map((name) => registry.lender(name)?.parts?.[name]().catch(() => undefined));
      await Promise.all([...loads, ...partLoads]);
    },
  };
  return registry;
}
