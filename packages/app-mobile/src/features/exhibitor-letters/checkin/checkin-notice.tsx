// The check-in (报到) notice (design exhibitor.md §2.6): what the exhibitor shows at the exhibitor desk —
// the company, hall and booths, the passes to collect, the window on the server's clock, and once the
// desk has scanned it "checked in at …". Drawn on the exhibition's art as one picture with its QR code
// (exhibitorReport: WeChat saves it by long-press, to show offline or print), or the same content as text
// only (exhibitorReportNoImg: light, read aloud, for tenants without art); the code is spelled out in
// both so the desk can type it.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlainRoutePath } from '@fairpass/domain';
import { checkinPhase, passesToCollectCount } from '@fairpass/domain/exhibitor-letters';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { PosterImage } from '../../../ui/poster/poster-image';
import { QueryView } from '../../../ui/server-state/query-view';
import { useLanguage } from '../../../ui/use-language';
import { useShell } from '../../../ui/shell-context';
import { checkinQuery } from '../exhibitor-letters.queries';
import { LettersNav } from '../letters-nav';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import './checkin.css';

const HEADING_ID = 'fp-el-checkin-heading';

export function CheckinNotice({ withImage, route }: { readonly withImage: boolean; readonly route: PlainRoutePath }) {
  const { t } = useTranslation('exhibitor-letters');
  const { client } = useShell();
  const [language] = useLanguage();
  const notice = useQuery({ ...checkinQuery(client), refetchInterval: 30_000 });
  return (
    <QueryView query={notice} heading={t('checkin.heading')} headingId={HEADING_ID}>
      {(value) => {
        const phase = checkinPhase(value, value.serverTime);
        const company = language === 'en' ? value.companyNameEn || value.companyName : value.companyName;
        const booths = t('checkin.boothsValue', { hall: value.hallNo, booths: value.boothNos.join(language === 'en' ? ', ' : '、') });
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('checkin.heading')}</h1>
            <p className={phase === 'checkedIn' ? 'fp-badge fp-badge--on' : 'fp-note'} role="status">
              {t(`checkin.phase.${phase}`, { at: value.checkedInAt.slice(0, 16), opensAt: value.opensAt.slice(0, 16), closesAt: value.closesAt.slice(0, 16) })}
            </p>
            {withImage ? (
              <PosterImage
                qrValue={value.code}
                headline={t('checkin.posterHeadline', { company, booths })}
                scan={t('checkin.posterScan', { code: value.code })}
                alt={t('checkin.posterAlt', { company, booths })}
                fileName="exhibitor-checkin.png"
                words={{ failed: t('checkin.posterFailed'), retry: t('checkin.posterRetry'), save: t('checkin.posterSave') }}
              />
            ) : null}
            <dl className="fp-checkin-facts">
              <dt>{t('checkin.code')}</dt>
              <dd>
                <code>{value.code}</code>
              </dd>
              <dt>{t('checkin.company')}</dt>
              <dd>{company}</dd>
              <dt>{t('checkin.booths')}</dt>
              <dd>{booths}</dd>
              <dt>{t('checkin.window')}</dt>
              <dd>{t('checkin.windowValue', { opensAt: value.opensAt.slice(0, 16), closesAt: value.closesAt.slice(0, 16) })}</dd>
              <dt>{t('checkin.passes', { count: passesToCollectCount(value) })}</dt>
              <dd>
                {value.passesToCollect.length === 0 ? (
                  t('checkin.noPasses')
                ) : (
                  <ul className="fp-item__facts">
                    {value.passesToCollect.map((pass) => (
                      <li key={pass.name}>{t('checkin.passLine', { name: language === 'en' ? pass.nameEn || pass.name : pass.name, count: pass.count })}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
            <p className="fp-note">{t('checkin.howTo')}</p>
            <LettersNav current={route} />
          </Page>
        );
      }}
    </QueryView>
  );
}
