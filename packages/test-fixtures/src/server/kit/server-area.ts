// What a business area folder gives the contract server: `server/<area>/<area>.area.ts` exports
// `serverArea` (its API routes and test hooks, and the declared types of its replies), and
// `server/<area>/<area>.slice.ts`, when the area keeps state, exports `stateSlice` (kit/state-slice.ts).
// Nothing lists the areas by hand: `pnpm --filter @fairpass/test-fixtures gen:server-areas` writes
// areas.generated.ts and state-slices.generated.ts from the folders (server-areas.test.ts fails when they
// are stale), routes/all.routes.ts registers every area and state.ts builds every slice.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { JavaKind } from '../wire-field-types';
import type { TextRule } from './text-rule';

export interface ServerArea {
  /** Registers the area's API routes and its test hooks (`/__contract/…`, `/__cashier` …). */
  routes(app: FastifyInstance, ctx: ServerContext): void;
  /**
   * The declared type of `data` for each of the area's API routes, by `METHOD path` as the route is
   * registered (the Jackson-nulls switch writes nulls by it; an `/api/` route missing from every table
   * stops the server at start-up, and server-areas.test.ts holds each table to its area's routes).
   */
  replyData: Readonly<Record<string, JavaKind>>;
  /**
   * The text columns the area adds, by field name (`line(100, '展品名称', 'Exhibit name')`): every write's
   * texts are checked against the shared rules (text-fields.ts) and these before any route runs. A name
   * the shared rules or another area already have is refused at start-up.
   */
  textRules?: Readonly<Record<string, TextRule>>;
}

/** `serverArea` of an `<area>.area.ts` (an identity, for the type). */
export const defineServerArea = (area: ServerArea): ServerArea => area;
