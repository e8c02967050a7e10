// Typed links to the screens: a path that is not a route of the catalogue, or a missing path parameter,
// does not compile.
import type { RoutePath } from './route-paths';

/** The parameter names of a pattern: `'/order/:orderId'` → `'orderId'`. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A route without path parameters. */
export type PlainRoutePath = { [P in RoutePath]: RouteParamName<P> extends never ? P : never }[RoutePath];

export type HrefQuery = Readonly<Record<string, string | undefined>>;

type HrefArgs<P extends RoutePath> =
  RouteParamName<P> extends never
    ? [params?: undefined, query?: HrefQuery]
    : [params: Readonly<Record<RouteParamName<P>, string>>, query?: HrefQuery];

/** `'?a=1&b=2'` from a query, '' when it has no values; undefined values are left out. */
export function querySuffix(query: HrefQuery | undefined): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = new URLSearchParams(entries).toString();
  return search ? `?${search}` : '';
}

/** The in-app path of a route: `hrefOf('/contentPage/:id', { id: '7' })` → `'/contentPage/7'`. */
export function hrefOf<P extends RoutePath>(path: P, ...[params, query]: HrefArgs<P>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent((params as Readonly<Record<string, string>> | undefined)?.[name] ?? ''),
  );
  return `${filled}${querySuffix(query)}`;
}
