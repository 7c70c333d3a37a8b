import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';

/**
 * The resource definitions an app serves now. A published definition replaces its predecessor here (the
 * studio, or another app server's NOTIFY), and every call asks the registry when it arrives, so a new resource
 * or field is served at once, without a restart. A definition object never changes once registered: what is
 * derived from one (columns, checkers) is cached per object and a new version is a new object.
 */
export class ResourceRegistry {
  #byName = new Map<string, ResourceDefinition>();
  #all: readonly ResourceDefinition[] = [];

  constructor(definitions: readonly ResourceDefinition[]) {
    for (const definition of definitions) this.#byName.set(definition.name, Object.freeze(definition));
    this.#all = Object.freeze([...this.#byName.values()]);
  }

  /** Every served definition, in registration order (a replaced one keeps its place). */
  get all(): readonly ResourceDefinition[] {
    return this.#all;
  }

  /** The resource of a name (names are unique across modules). */
  named(name: string): ResourceDefinition | undefined {
    return this.#byName.get(name);
  }

  /** The resource served at /api/<module>/<name>/... */
  at(module: string, name: string): ResourceDefinition | undefined {
    const definition = this.#byName.get(name);
    return definition?.module === module ? definition : undefined;
  }

  /** The resource served at an address /api/<module>/<name> (a form's `resource`), or undefined. */
  atAddress(address: string): ResourceDefinition | undefined {
    const [, api, module, name, more] = address.split('/');
    return api === 'api' && module && name && more === undefined ? this.at(module, name) : undefined;
  }

  /** The resource whose documents an approval template of this label approves. */
  forWorkflow(label: string): ResourceDefinition | undefined {
    return this.#all.find((d) => d.workflowLabel === label);
  }

  /** Serves a definition from now on, in place of the one of its name. */
  put(definition: ResourceDefinition): void {
    const frozen = Object.freeze(definition);
    this.#byName.set(definition.name, frozen);
    this.#all = Object.freeze([...this.#byName.values()]);
  }
}

/**
 * What a derivation makes of a definition (its columns, checkers, rules), made once per definition object:
 * a published version is a new object, so it is derived anew, and a replaced one is forgotten with it.
 */
export function perDefinition<T>(derive: (definition: ResourceDefinition) => T): (definition: ResourceDefinition) => T {
  const cache = new WeakMap<ResourceDefinition, T>();
  return (definition) => {
    if (cache.has(definition)) return cache.get(definition)!;
    const derived = derive(definition);
    cache.set(definition, derived);
    return derived;
  };
}
