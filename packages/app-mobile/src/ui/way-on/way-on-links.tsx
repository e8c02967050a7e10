// The ways on from a screen that could not show what was asked: the list of the screen's area (from the
// route manifest, left out on that list itself), whatever the screen adds (an order's page, say), and the
// personal centre — or the login page for a visitor who is not logged in. Real links, in a named
// navigation landmark, reachable by keyboard.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { dynamicText } from '../dynamic-text';
import { useLoginHref } from '../use-login-href';
import { useSession } from '../use-session';
import { useAreaHome } from './area-home';
import './way-on.css';

const namespaceOf = (key: string): string => (key.includes(':') ? key.split(':')[0]! : 'common');

export interface WayOnLinksProps {
  /** Ways on of the screen's own, between the area's list and the personal centre. */
  readonly children?: ReactNode;
  /** False where the area's list would refuse the same way (someone who may not use the area at all). */
  readonly areaList?: boolean;
  /**
   * For a visitor who is not logged in: the login page (default), or the personal centre, which opens
   * without a login or a complete link — where the login would refuse the same way (a link missing its
   * exhibition sends the login page back to /error).
   */
  readonly signedOut?: 'login' | 'userCenter';
}

export function WayOnLinks({ children, areaList = true, signedOut = 'login' }: WayOnLinksProps) {
  const area = useAreaHome();
  const home = areaList ? area : null;
  // The list's title lives in its feature's texts (loaded with the screen: the route's title is from there).
  const { t } = useTranslation(['common', home ? namespaceOf(home.titleKey) : 'common'] as never);
  const text = dynamicText(t);
  const [path] = useLocation();
  const loggedIn = useSession((snapshot) => snapshot.token !== null);
  const loginHref = useLoginHref();
  return (
    <nav className="fp-way-on" aria-label={text('common:wayOn.label')}>
      {home && home.path !== path && (
        <Link href={hrefOf(home.path)} className="fp-way-on__link">
          {text(home.titleKey)}
        </Link>
      )}
      {children}
      {loggedIn || signedOut === 'userCenter' ? (
        <Link href={hrefOf('/user-center')} className="fp-way-on__link">
          {text('common:stepBar.userCenter')}
        </Link>
      ) : (
        <Link href={loginHref} className="fp-way-on__link">
          {text('common:wayOn.login')}
        </Link>
      )}
    </nav>
  );
}
