// Which screen the visitor will most likely see first, read from the landing link alone (no React, no
// routes), so boot knows it before the shell has loaded.
import type { EntryContext } from '@fairpass/domain';

/** The path the visitor will most likely see first: the one the link asks for, else its entry route. */
export function landingPathOf(context: Pick<EntryContext, 'requestedPath' | 'entryRoute'>): string | undefined {
  if (context.requestedPath !== '/') return context.requestedPath;
  return context.entryRoute.kind === 'route' ? context.entryRoute.path : undefined;
}
