// The shape of one manifest entry. Data only: the router, the guard, the page title, WeChat sharing and
// the route-coverage command all read the same entries. Who may open a route (open / no token / login)
// and whether the interception skips it are the domain's route catalogue's, never restated here.
import type { PlainRoutePath, RoutePath } from '@fairpass/domain';
import type { LazyScreen } from './lazy-screen';

export interface RouteEntry {
  /** The catalogue's pattern; a path parameter is written `:name` (the spec writes `{name}`). */
  readonly path: RoutePath;
  /** The screen, always a lazy chunk so the first screen loads only what it needs. */
  readonly screen: LazyScreen;
  /** i18n key (`namespace:key`) of the page title; absent → the stored title, else the default title. */
  readonly titleKey?: string;
  /** In an in-app browser, entering this route re-registers the URL for WeChat sharing. */
  readonly changeShare?: boolean;
  /** Register types allowed on this route; absent → every identity. */
  readonly identities?: readonly string[];
  /**
   * The list of the screen's area (a session's is `/meetingSchedule`, an order's `/order`): a screen that
   * cannot show what was asked offers the way there, named by that route's title (ui/way-on/).
   */
  readonly home?: PlainRoutePath;
}
