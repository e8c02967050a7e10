// /exhibitorSelfService/boothInfo: the company's public booth card (no login, spec §2 "no token"),
// opened from the link the exhibitor shares (`?deptId=`): its logo, its names in the page's language and
// the other, its introduction, its halls and booths — or "booth to be allocated" before the organiser
// allocates one —, its approved products and its contact (the phone masked by the server). Everything the
// company typed is shown as text. A logged-in member of the company also gets the ways to edit it and its
// link to share (booth-card-owner.tsx). Below it the shared ways on: the login (to register for the
// exhibition) for a visitor without one, else the personal centre.
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
import { BoothCardOwner } from './booth-card-owner';
import { BoothCardProducts } from './booth-card-products';
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
      {card.logo && <img className="fp-ex-booth__logo" src={card.logo} alt={t('booth.logoOf', { name })} />}
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
      <BoothCardProducts products={card.products} />
      {card.contact && (
        <>
          <h2 className="fp-subheading">{t('booth.contact')}</h2>
          <p className="fp-ex-booth__contact" data-testid="booth-contact">
            {t('booth.contactLine', { name: card.contact.name, phone: card.contact.phone })}
          </p>
        </>
      )}
      <BoothCardOwner deptId={card.deptId} name={name} />
      <WayOnLinks areaList={false} />
    </Page>
  );
}
