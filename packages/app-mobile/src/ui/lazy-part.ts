// A part of a screen whose code loads after the screen (a ticket's help and actions, the QR drawer, a
// personal-centre panel). React.lazy throws a chunk that cannot be fetched to the screen's boundary, so a
// network that drops while such a part loads replaced the whole screen with "the page did not load" —
// the ticket at the gate among them. A lazy part is left out instead, the rest of the screen stays, and it
// is fetched again when the browser says the network is back or the part is next shown, under a new
// address where the browser keeps the failed one failed (code-fetch-recovery.ts). Nothing is drawn
// while it loads, as a Suspense with no fallback would. What the part itself waits for (its area's texts,
// a chunk of its own) is kept to the part by a Suspense boundary of its own: without one, a part arriving
// after the screen would hide the whole screen behind the loading line until its texts came.
import { createElement, Suspense, useEffect, useState, type ComponentType } from 'react';

export type PartModule<P> = { default: ComponentType<P> };

/** A part whose module `load` imports; `pick` names its component where it is not the default export. */
export function lazyPart<P extends object>(load: () => Promise<PartModule<P>>): ComponentType<P>;
export function lazyPart<P extends object, M>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): ComponentType<P>;
export function lazyPart<P extends object, M>(
  load: () => Promise<M>,
  pick = (module: M) => (module as PartModule<P>).default,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  let failure: unknown;
  const waiting = new Set<() => void>();
  const fetchPart = (): Promise<void> =>
    (loading ??= (failure ? import('./code-fetch-recovery').then((rule) => rule.importAgain(failure, load, pick), () => load().then(pick)) : load().then(pick))
      .then(
        (part) => {
          loaded = part;
        },
        (error: unknown) => {
          // Left out for now; the next try fetches again.
          failure = error ?? true;
          loading = undefined;
        },
      )
      .finally(() => {
        for (const show of [...waiting]) show();
      }));

  function LazyPart(props: P) {
    const [, setSettled] = useState(0);
    useEffect(() => {
      if (loaded) return;
      const show = () => setSettled((count) => count + 1);
      const retry = () => void fetchPart();
      waiting.add(show);
      window.addEventListener('online', retry);
      void fetchPart();
      return () => {
        waiting.delete(show);
        window.removeEventListener('online', retry);
      };
    }, []);
    return loaded ? createElement(Suspense, { fallback: null }, createElement(loaded, props)) : null;
  }
  return LazyPart;
}
