// The list a screen belongs to — a session's is the programme, an order's the order list — named by its
// route's title. The shell provides it from the route manifest (a RouteEntry's `home`), so the shared
// failure view can offer the way back to that list without every screen passing it on.
import { createContext, useContext } from 'react';
import type { PlainRoutePath } from '@fairpass/domain';

export interface AreaHome {
  readonly path: PlainRoutePath;
  /** i18n key (`namespace:key`) of the list's page title: the link's text. */
  readonly titleKey: string;
}

export const AreaHomeContext = createContext<AreaHome | null>(null);

/** The list of the screen on show, or null when its route names none. */
export const useAreaHome = (): AreaHome | null => useContext(AreaHomeContext);
