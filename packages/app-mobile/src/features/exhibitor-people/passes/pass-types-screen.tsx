// /exhibitorSelfService/documentManagement/list: the company's pass types (证件, design exhibitor.md
// decision 1), each with its quota, used and left, the application window and whether it is open, and
// the ways to its holders, its staff self-application link and last edition's holders.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { isWindowOpen, passesLeft, type PassType, type PassTypes } from '@fairpass/domain/exhibitor-people';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { passTypesQuery } from '../exhibitor-people.queries';
import { PeopleNav } from '../people-nav';
import { usePassName } from '../pass-labels';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(PassTypesScreen);

const HEADING_ID = 'fp-ep-passes-heading';

function PassTypesScreen() {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const passes = useQuery(passTypesQuery(client));
  return (
    <QueryView query={passes} heading={t('passes.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('passes.heading')}</h1>
          <p className="fp-note">{t('passes.intro')}</p>
          <PassTypeList passes={value} />
          <PeopleNav current="/exhibitorSelfService/documentManagement/list" />
        </Page>
      )}
    </QueryView>
  );
}

function PassTypeList({ passes }: { readonly passes: PassTypes }) {
  const { t } = useTranslation('exhibitor-people');
  if (passes.types.length === 0) return <p className="fp-note">{t('passes.none')}</p>;
  return (
    <ul className="fp-list">
      {passes.types.map((pass) => (
        <PassTypeCard key={pass.type} pass={pass} serverTime={passes.serverTime} />
      ))}
    </ul>
  );
}

function PassTypeCard({ pass, serverTime }: { readonly pass: PassType; readonly serverTime: string }) {
  const { t } = useTranslation('exhibitor-people');
  const nameOf = usePassName();
  const name = nameOf(pass);
  const open = isWindowOpen(pass, serverTime);
  return (
    <li className="fp-item">
      <div className="fp-item__head">
        <h2 className="fp-item__name">{name}</h2>
        <span className={open ? 'fp-badge fp-badge--on' : 'fp-badge fp-badge--off'}>{t(open ? 'passes.open' : 'passes.closed')}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t('passes.usage', { used: pass.used, quota: pass.quota, left: passesLeft(pass) })}</li>
        <li>{t('passes.window', { opensAt: pass.opensAt.slice(0, 16), closesAt: pass.closesAt.slice(0, 16) })}</li>
      </ul>
      <div className="fp-links">
        <Link href={hrefOf('/document-manage-info-detail/:type', { type: pass.type })} className="fp-link" aria-label={t('passes.manageLabel', { name })}>
          {t('passes.manage')}
        </Link>
        <Link href={hrefOf('/exhibitorSelfService/documentManagement/inviteCodePage', undefined, { type: pass.type })} className="fp-link" aria-label={t('passes.inviteLabel', { name })}>
          {t('passes.invite')}
        </Link>
        <Link href={hrefOf('/document-manage-previous-list/:type', { type: pass.type })} className="fp-link" aria-label={t('passes.previousLabel', { name })}>
          {t('passes.previous')}
        </Link>
      </div>
    </li>
  );
}
