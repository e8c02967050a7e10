// The ways between the screens of one area and back to the account, at the foot of each of them; the
// screen the visitor is on is left out.
import { Link } from 'wouter';
import type { PlainRoutePath } from '@fairpass/domain';
import './screen-blocks.css';

export interface AreaNavProps {
  readonly label: string;
  readonly links: readonly { readonly path: PlainRoutePath; readonly text: string }[];
  readonly current?: PlainRoutePath;
}

export function AreaNav({ label, links, current }: AreaNavProps) {
  return (
    <nav className="fp-links" aria-label={label}>
      {links
        .filter(({ path }) => path !== current)
        .map(({ path, text }) => (
          <Link key={path} href={path} className="fp-link">
            {text}
          </Link>
        ))}
    </nav>
  );
}
