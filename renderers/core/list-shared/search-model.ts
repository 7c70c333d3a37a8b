import type { WhereState } from '../list-context';

/** Says what went wrong, in the user's language (env.t); the property's name is `key`. */
export type SearchModelText = (key: 'listbar.search.undeclaredSet' | 'listbar.search.undeclaredRead', params: { key: string }) => string;

/**
 * A property of a list's search that the page does not declare, set or read (spec 001 §5 "setting or reading an
 * undeclared search property is an error", §8 不允许设置未预置的属性 / 不允许读取未预置的属性): a configurator's
 * mistake, reported (console and the renderer's message), never sent to the server (which answers 4420).
 */
export class UndeclaredSearchProperty extends Error {
  constructor(
    readonly access: 'set' | 'read',
    readonly property: string,
    text: SearchModelText,
  ) {
    super(text(access === 'set' ? 'listbar.search.undeclaredSet' : 'listbar.search.undeclaredRead', { key: property }));
    this.name = 'UndeclaredSearchProperty';
  }
}

/** What every object answers (its prototype's members, a promise's `then` probe, JSON's `toJSON`): never a search property. */
const OBJECT_MEMBERS = new Set(['then', 'toJSON', '$$typeof']);

/**
 * The search values of a list as one object (the original's search model): a property is a declared search field's
 * where key (`declared`); setting or reading any other throws UndeclaredSearchProperty. Reading a declared key
 * without a value answers undefined; deleting one removes its condition. Spread or JSON gives its conditions.
 */
export function searchModel(declared: ReadonlySet<string>, where: WhereState, text: SearchModelText): WhereState {
  const values: WhereState = { ...where };
  const member = (key: string | symbol): key is symbol => typeof key === 'symbol' || key in Object.prototype || OBJECT_MEMBERS.has(key);
  return new Proxy(values, {
    get(target, key, receiver) {
      if (member(key)) return Reflect.get(target, key, receiver) as unknown;
      if (!declared.has(key) && !Object.hasOwn(target, key)) throw new UndeclaredSearchProperty('read', key, text);
      return target[key];
    },
    set(target, key, value, receiver) {
      if (member(key)) return Reflect.set(target, key, value, receiver);
      if (!declared.has(key)) throw new UndeclaredSearchProperty('set', key, text);
      return Reflect.set(target, key, value, receiver);
    },
  });
}

/** The where after setting `values` on the list's search model: its conditions, or the first undeclared property's error. */
export function setSearchValues(declared: ReadonlySet<string>, where: WhereState, values: Readonly<WhereState>, text: SearchModelText): WhereState {
  const model = searchModel(declared, where, text);
  for (const [key, value] of Object.entries(values)) model[key] = value;
  return { ...model };
}
