// The two helpers antd-mobile's ES build imports from `tslib` (`__awaiter` for a button's async onClick,
// `__rest` for props), in the syntax the app's target has natively: tslib is one module, so whichever
// chunk held it carried every helper any chunk uses (rxjs's async-iteration helpers too) into the first
// load for the login's one button. Given to antd-mobile's modules only (build/kit-helpers.ts).

/** Runs `body` (a generator whose `yield`s are awaits) as an async function would. */
export function __awaiter<T>(thisArg: unknown, args: unknown, _promise: unknown, body: (...rest: unknown[]) => Generator<unknown, T, unknown>): Promise<T> {
  const steps = body.apply(thisArg, (args as unknown[] | undefined) ?? []);
  return new Promise<T>((resolve, reject) => {
    const go = (next: () => IteratorResult<unknown, T>) => {
      let step: IteratorResult<unknown, T>;
      try {
        step = next();
      } catch (error) {
        reject(error);
        return;
      }
      if (step.done) resolve(step.value);
      else
        Promise.resolve(step.value).then(
          (value) => go(() => steps.next(value)),
          (error: unknown) => go(() => steps.throw(error)),
        );
    };
    go(() => steps.next());
  });
}

/** `source` without the keys named in `omitted` (an object rest: own enumerable keys, symbols too). */
export function __rest(source: Record<PropertyKey, unknown>, omitted: readonly PropertyKey[]): Record<PropertyKey, unknown> {
  const rest: Record<PropertyKey, unknown> = {};
  for (const key of Reflect.ownKeys(source)) {
    if (!omitted.includes(key) && Object.prototype.propertyIsEnumerable.call(source, key)) rest[key] = source[key];
  }
  return rest;
}
