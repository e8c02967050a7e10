// The one view of "this screen cannot show what was asked": where the visitor is (the screen's name),
// what happened as the page's heading — focused when the view appears, so a screen reader starts there —,
// what to do (announced), "try again" only when trying again can help, and the ways on (WayOnLinks).
import { Button } from '../button';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../page';
import { WayOnLinks } from './way-on-links';
import '../screen-blocks.css';
import './way-on.css';

export interface FailureViewProps {
  /** The id of the heading, which labels the page's landmark. */
  readonly headingId: string;
  /** The screen's name, shown above the heading so the visitor knows where they are. */
  readonly where?: string;
  /** What happened: the page's heading. */
  readonly title: string;
  /** What it means or what to do; announced. Default: "you can carry on from the links below". */
  readonly message?: string;
  /** Present only when trying again can help (a network fault, a time-out, a 5xx). */
  readonly retry?: { readonly onRetry: () => void; readonly busy: boolean };
  /** Ways on of the screen's own, shown before the personal centre (e.g. "my orders"). */
  readonly links?: ReactNode;
  /** False where the area's list would refuse the same way (see WayOnLinks). */
  readonly areaList?: boolean;
  /** What follows the ways on (an area's own navigation, say). */
  readonly children?: ReactNode;
}

export function FailureView({ headingId, where, title, message, retry, links, areaList, children }: FailureViewProps) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <Page labelledBy={headingId}>
      {where && <p className="fp-way-on__where">{where}</p>}
      <h1 id={headingId} ref={heading} tabIndex={-1} className="fp-heading fp-way-on__heading">
        {title}
      </h1>
      <p className="fp-failure" role="alert">
        {message ?? t('wayOn.carryOn')}
      </p>
      {retry && (
        <Button block color="primary" className="fp-action" loading={retry.busy} onClick={retry.onRetry}>
          {t('retry')}
        </Button>
      )}
      <WayOnLinks areaList={areaList}>{links}</WayOnLinks>
      {children}
    </Page>
  );
}
