// What the sweep needs to open one route of the catalogue: who opens it and with which parameters. Each
// area keeps its own list in fixtures/<area>.ts (found on disk, so a new area adds a file and edits no
// central list); a route of the manifest without one is a failing row "no sweep fixture".
import type { RoutePath } from '@fairpass/domain';

export interface SweepFixture {
  /** The catalogue's pattern (`'/order/:orderId'`). */
  readonly route: RoutePath;
  /**
   * Who opens it: a seeded mobile that logs in with the SMS code (the SEED.phones of
   * packages/test-fixtures), or null for a route people open without a login.
   */
  readonly user: string | null;
  /** The address inside the app, the route with what it needs: `'/order/1907000000000001121'`, `'/datadownloadDetails?id=mat-01'`. */
  readonly open: string;
  /** More of the entry link's query (before the hash) than the demo exhibition's: a gift's claim link, a sign-in code. */
  readonly link?: Readonly<Record<string, string>>;
  /**
   * Where a visitor who opens the link logged out is after logging in (or, for a route open without a login,
   * after opening it), when that is not the route itself — and the documented reason. Absent: the route.
   */
  readonly landsOn?: { readonly path: string; readonly because: string };
  /** The screen the route shows when it moves on by itself (the landing `/` shows the next step), and why. */
  readonly shows?: { readonly path: string; readonly because: string };
  /**
   * The route's error state: the route with an id nobody has (`'/order/1900000000000000000'`), or a link
   * naming nobody.
   */
  readonly unknown?: string | SweepAddress;
}

/** An address inside the app and the entry link's query it is opened with. */
export interface SweepAddress {
  readonly open: string;
  readonly link?: Readonly<Record<string, string>>;
}

/** Types an area's list (one entry per route it covers). */
export const sweepFixtures = (fixtures: readonly SweepFixture[]): readonly SweepFixture[] => fixtures;

/** The path part of an address inside the app (`'/order/1?x=1'` → `'/order/1'`). */
export const pathOf = (address: string): string => address.split('?')[0] ?? address;
