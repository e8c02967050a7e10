// /exhibitorSelfService/boothInfo: the company's public booth card (no login, spec §2 "no token"),
// opened from the link the exhibitor shares (`?deptId=`): its names in the page's language and the other,
// its introduction, and its halls and booths — or "booth to be allocated" before the organiser allocates
// one. Everything the company typed is shown as text. Below it the shared ways on: the login (to register
// for the exhibition) for a visitor without one, else the personal centre.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicBoothCard } from '@fairpass/domain/exhibitor';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useQueryParam } from '../../../ui/use-query-param';
import { WayOnLinks } from '../../../ui/way-on/way-on-links';
import { boothCardQuery } from '../exhibitor.queries';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(BoothCardScreen);

const HEADING_ID = 'fp-ex-booth-heading';

function BoothCardScreen() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const deptId = useQueryParam('deptId') ?? '';
  const card = useQuery({ ...boothCardQuery(client, deptId), enabled: deptId !== '' });
  if (deptId === '') {
    return (
      <Page labelledBy={HEADING_ID}>
        <h1 id={HEADING_ID} className="fp-heading">{t('booth.heading')}</h1>
        <p className="fp-note">{t('booth.noCompany')}</p>
        <WayOnLinks areaList={false} />
      </Page>
    );
  }
  return (
    <QueryView query={card} heading={t('booth.heading')} headingId={HEADING_ID}>
      {(value) => <Card card={value} />}
    </QueryView>
  );
}

function Card({ card }: { readonly card: PublicBoothCard }) {
  const { t, i18n } = useTranslation('exhibitor');
  const english = i18n.language === 'en';
  const name = (english && card.fullEnName) || card.fullName;
  const otherName = english ? card.fullName : card.fullEnName;
  const introduction = (english && card.introductionEn) || card.introduction;
  return (
    <Page labelledBy={HEADING_ID}>
      <p className="fp-note">{t('booth.heading')}</p>
      <h1 id={HEADING_ID} className="fp-heading">{name}</h1>
      {otherName && otherName !== name && <p className="fp-note" lang={english ? 'zh' : 'en'}>{otherName}</p>}
      {introduction && <p className="fp-note">{introduction}</p>}
      <h2 className="fp-subheading">{t('booth.booths')}</h2>
      {card.booths.length === 0 ? (
        <p className="fp-note" data-testid="booth-unallocated">{t('booth.unallocated')}</p>
      ) : (
        <ul className="fp-list" data-testid="booth-list">
          {card.booths.map((booth) => (
            <li key={booth.boothNo} className="fp-item">
              {t(booth.type === 'raw' ? 'booth.rawLine' : 'booth.standardLine', { hall: booth.hallNo, booth: booth.boothNo, area: booth.areaM2 })}
            </li>
          ))}
        </ul>
      )}
      <WayOnLinks areaList={false} />
    </Page>
  );
}
