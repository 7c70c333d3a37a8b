import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Every renderer gets its schema node; the world comes through the env context (useEnv). */
export interface RendererProps<S = unknown> {
  schema: S;
}

// Renderers differ in schema type; the registry stores them behind one signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRenderer = ComponentType<RendererProps<any>>;

export interface RendererDefinition {
  type: string;
  /** An eagerly bundled renderer. */
  component?: AnyRenderer;
  /** A renderer loaded on first use (its own chunk). */
  load?: () => Promise<{ default: AnyRenderer }>;
}

export interface RendererRegistry {
  /** Registers a renderer; a second registration of a type needs `{ override: true }`. */
  register(definition: RendererDefinition, options?: { override?: boolean }): void;
  resolve(type: string): AnyRenderer | LazyExoticComponent<AnyRenderer> | undefined;
  has(type: string): boolean;
  types(): string[];
}

/** A registry per app: no module-global state, so stories and tests build their own. */
export function createRendererRegistry(): RendererRegistry {
  const definitions = new Map<string, RendererDefinition>();
  const lazyComponents = new Map<string, LazyExoticComponent<AnyRenderer>>();
  return {
    register(definition, options = {}) {
      if (!definition.component === !definition.load) {
        throw new Error(`renderer "${definition.type}": give exactly one of component or load`);
      }
      if (definitions.has(definition.type) && !options.override) {
        throw new Error(`renderer "${definition.type}" is already registered; pass { override: true } to replace it`);
      }
      definitions.set(definition.type, definition);
      lazyComponents.delete(definition.type);
    },
    resolve(type) {
      const definition = definitions.get(type);
      if (!definition) return undefined;
      if (definition.component) return definition.component;
      let component = lazyComponents.get(type);
      if (!component) {
        component = lazy(definition.load!);
        lazyComponents.set(type, component);
      }
      return component;
    },
    has: (type) => definitions.has(type),
    types: () => [...definitions.keys()].sort(),
  };
}
