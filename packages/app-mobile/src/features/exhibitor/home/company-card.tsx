// The exhibitor's part of the personal centre (issue 30, design exhibitor.md §5.1): the company card —
// the company in the page's language, its booths (or "booth to be allocated") — where the onboarding
// stands with the way to its next step (exhibitorStepOf), and, once approved, the to-dos by deadline and
// the company's menu by the modules the organiser opened for this login (spec §6; the others named as
// "not opened").
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DomainError } from '@fairpass/domain';
import { exhibitorStepOf, type ExhibitorProfile, type ExhibitorStep } from '@fairpass/domain/exhibitor';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { profileQuery } from '../exhibitor.queries';
import { paperworkAllowed } from '../information/paperwork';
import { CompanyTodos } from './company-todos';
import { dynamicText } from '../../../ui/dynamic-text';
import { EXHIBITOR_MENU_NAMESPACES } from '../../../routes/exhibitor-menu-parts';
import { menuOf } from './exhibitor-menu';
import '../../../ui/screen-blocks.css';
import './company-card.css';

export default withServerState(CompanyCard);

const HEADING_ID = 'fp-ex-home-heading';

/** The card's call to action for each onboarding step but the last. */
const STEP_LABELS = {
  '/exhibitorSelfService/exhibitorRegist': 'home.step.apply',
  '/exhibitorSelfService/exhCertificationCode': 'home.step.certify',
  '/exhibitorSelfService/formInfoWap': 'home.step.form',
  '/exhibitorSelfService/auditing': 'home.step.auditing',
} as const satisfies Partial<Record<ExhibitorStep, string>>;

function CompanyCard() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const profile = useQuery(profileQuery(client));
  const failureMessage = useFailureMessage();
  return (
    <section className="fp-ex-home" aria-labelledby={HEADING_ID} data-testid="exhibitor-company-card">
      <h2 id={HEADING_ID} className="fp-uc__section-title">{t('home.heading')}</h2>
      {profile.status === 'pending' && <p className="fp-note">{t('home.loading')}</p>}
      {profile.status === 'error' && (
        <div className="fp-ex-home__card">
          <p className="fp-form__error" role="alert">{failureMessage(profile.error as DomainError)}</p>
          <Button size="small" fill="outline" loading={profile.isFetching} onClick={() => void profile.refetch()}>
            {t('home.retry')}
          </Button>
        </div>
      )}
      {profile.status === 'success' && <Card profile={profile.data} />}
    </section>
  );
}

function Card({ profile }: { readonly profile: ExhibitorProfile }) {
  const { t, i18n } = useTranslation('exhibitor');
  const english = i18n.language === 'en';
  const step = exhibitorStepOf(profile);
  const company = profile.company && ((english && profile.company.fullEnName) || profile.company.fullName);
  const approved = step === '/user-center';
  return (
    <>
      <div className="fp-ex-home__card">
        <p className="fp-ex-home__company" data-testid="exhibitor-company">{company || t('home.noCompany')}</p>
        <p className="fp-note" data-testid="exhibitor-state">{t(`home.state.${profile.application.state}`)}</p>
        {approved &&
          (profile.booths.length === 0 ? (
            <p className="fp-note">{t('booth.unallocated')}</p>
          ) : (
            <ul className="fp-ex-home__booths" aria-label={t('booth.booths')}>
              {profile.booths.map((booth) => (
                <li key={booth.boothNo}>
                  {t(booth.type === 'raw' ? 'booth.rawLine' : 'booth.standardLine', { hall: booth.hallNo, booth: booth.boothNo, area: booth.areaM2 })}
                </li>
              ))}
            </ul>
          ))}
        {!approved && (
          <Link href={step} className="fp-button-link">
            {t(STEP_LABELS[step])}
          </Link>
        )}
      </div>
      {approved && paperworkAllowed(profile.permissions) && <CompanyTodos />}
      {approved && <Menu profile={profile} />}
    </>
  );
}

function Menu({ profile }: { readonly profile: ExhibitorProfile }) {
  const { t } = useTranslation('exhibitor');
  // The labels come from each contributing feature's texts (exhibitor-menu-parts.test.ts checks them).
  const label = dynamicText(useTranslation(EXHIBITOR_MENU_NAMESPACES as never).t);
  const menu = menuOf(profile);
  return (
    <>
      {menu.links.length > 0 && (
        <nav className="fp-uc__links" aria-label={t('home.menuLabel')}>
          {menu.links.map((link) => (
            <Link key={link.id} href={link.href} className="fp-row-link">
              {label(link.label)}
            </Link>
          ))}
        </nav>
      )}
      {menu.refused.length > 0 && (
        <p className="fp-note" data-testid="exhibitor-refused">
          {t('home.refused', { modules: menu.refused.map((entry) => label(entry.label)).join(t('home.listSeparator')) })}
        </p>
      )}
    </>
  );
}
