// /cooperationPartners: the partners by category, with their logos (lazy). A partner's site is a link
// only when its address is an http(s) one on the app's allowlist (the same check a redirect passes);
// any other address (another site, a javascript: one) is shown as text, never followed.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSafeRedirect, localizedField, type LanguageType } from '@fairpass/domain';
import { type Partner } from '@fairpass/domain/information';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useAllowedOrigins } from '../../../ui/use-allowed-origins';
import { useLanguage } from '../../../ui/use-language';
import { InformationNav } from '../information-nav';
import { partnersQuery } from '../information.queries';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(PartnersScreen);

const HEADING_ID = 'fp-info-partners-heading';

interface Category {
  readonly name: string;
  readonly partners: Partner[];
}

/** The categories in the order the server lists their first partner. */
const byCategory = (partners: readonly Partner[], language: LanguageType): Category[] => {
  const groups = new Map<string, Category>();
  for (const partner of partners) {
    const name = localizedField(partner, 'category', language);
    const group = groups.get(name) ?? { name, partners: [] };
    group.partners.push(partner);
    groups.set(name, group);
  }
  return [...groups.values()];
};

function PartnersScreen() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const [language] = useLanguage();
  const partners = useQuery(partnersQuery(client));
  return (
    <QueryView query={partners} heading={t('partners.heading')} headingId={HEADING_ID}>
      {(list) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('partners.heading')}</h1>
          {list.length === 0 && <p className="fp-note">{t('partners.none')}</p>}
          {byCategory(list, language).map((category, index) => (
            <section key={category.name} aria-labelledby={`fp-info-partners-cat-${index}`}>
              <h2 id={`fp-info-partners-cat-${index}`} className="fp-subheading">{category.name}</h2>
              <ul className="fp-list">
                {category.partners.map((partner) => (
                  <li key={partner.id}>
                    <PartnerCard partner={partner} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <InformationNav current="/cooperationPartners" />
        </Page>
      )}
    </QueryView>
  );
}

function PartnerCard({ partner }: { readonly partner: Partner }) {
  const { t } = useTranslation('information');
  const [language] = useLanguage();
  const allowedOrigins = useAllowedOrigins();
  const name = localizedField(partner, 'name', language);
  const nameId = `fp-info-partner-${partner.id}`;
  const url = partner.url?.trim();
  return (
    <article className="fp-item fp-info-partner" aria-labelledby={nameId}>
      {partner.logo ? (
        <img className="fp-info-partner__logo" src={partner.logo} alt="" loading="lazy" decoding="async" width={64} height={64} />
      ) : (
        <span className="fp-info-partner__logo fp-info-partner__logo--none" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div className="fp-info-partner__text">
        <h3 id={nameId} className="fp-item__name">{name}</h3>
        {url &&
          (isSafeRedirect(url, allowedOrigins) ? (
            <a href={url} className="fp-item__link fp-info-partner__site" target="_blank" rel="noopener noreferrer" aria-describedby={nameId}>
              {t('partners.site')}
            </a>
          ) : (
            <p className="fp-info-partner__address">
              <span className="fp-sr-only">{t('partners.address')}</span>
              {url}
            </p>
          ))}
      </div>
    </article>
  );
}
