// When React has hydrated the build's login markup: the routed screen sits in a Suspense boundary, which
// React hydrates after the root's own commit, so the mark sits inside that boundary beside the routes.
import { createContext, useContext, useEffect } from 'react';

/** Called once the routed screen's markup has been hydrated (app-start.tsx provides it when hydrating). */
export const HydratedContext = createContext<(() => void) | undefined>(undefined);

export function HydrationMark() {
  const hydrated = useContext(HydratedContext);
  useEffect(() => hydrated?.(), [hydrated]);
  return null;
}
