// The common page frame: the exhibition's page background with one card of content on it.
import type { ReactNode } from 'react';

export interface PageProps {
  readonly children: ReactNode;
  /** For the headline that names the page to assistive technology. */
  readonly labelledBy?: string;
}

export function Page({ children, labelledBy }: PageProps) {
  return (
    <main className="fp-page" aria-labelledby={labelledBy}>
      <section className="fp-card">{children}</section>
    </main>
  );
}
