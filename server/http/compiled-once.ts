/**
 * Compiled validators and serializers, once per process for each schema's content. Every start of the app compiles
 * a function for each route's schemas; the schemas are schemas/'s and the routes' own, fixed for the life of the
 * process (no route schema names a resource's fields), so an app built again in the same process (a test file's
 * server, the next file's) takes the functions the first one compiled: about 4.5 s of CPU an app otherwise.
 * The functions are pure (a validator's `errors` is set and read in the same synchronous call).
 */
export function compiledOnce<Compiled>(kind: string): (schema: unknown, compile: () => Compiled) => Compiled {
  const kept = new Map<string, Compiled>();
  return (schema, compile) => {
    const key = `${kind}\u0000${JSON.stringify(schema)}`;
    let compiled = kept.get(key);
    if (compiled === undefined) {
      compiled = compile();
      kept.set(key, compiled);
    }
    return compiled;
  };
}
