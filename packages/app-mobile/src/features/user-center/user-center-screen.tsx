// /user-center, first version for visitors: who is logged in (name, masked phone, register type,
// review state), the way to the confirmation letter and to a new password, the language switch and a
// logout; below them the parts other features contribute (routes/user-center-parts.ts: the exhibitor's
// company card). Open without login (spec §2): a visitor without a session is offered the login page.
import { Button } from '../../ui/button';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { hrefOf, labelKeyFor, maskEmail, maskPhone } from '@fairpass/domain';
import { LanguageSwitch } from '../../ui/language-switch';
import { Page } from '../../ui/page';
import { useLanguage } from '../../ui/use-language';
import { useSession } from '../../ui/use-session';
import { dynamicText } from '../../ui/dynamic-text';
import { lazyPart } from '../../ui/lazy-part';
import { useSignOut } from '../../ui/use-sign-out';
import { registerTypeNameOf } from './register-type-name';
import { USER_CENTER_MENU } from './user-center-menu';
import { USER_CENTER_PARTS } from '../../routes/user-center-parts';
import '../../ui/screen-blocks.css';
import './user-center.css';

// An unpaid order's banner (issue 28: the order is never lost), loaded after the screen with the visit's
// cache and the ticketing area, so this screen's first load carries neither.
const UnpaidOrderNotice = lazyPart(() => import('../../ui/payment/unpaid-order-notice'));

export default function UserCenterScreen() {
  const { t } = useTranslation('user-center');
  const [language] = useLanguage();
  const search = useSearch();
  const loggedIn = useSession((s) => s.token !== null);
  const user = useSession((s) => s.user);
  const typeList = useSession((s) => s.config?.functionConfig.registrationTypeList);
  // The link's own query lives before the hash and survives in-app navigation; a query inside the hash
  // is carried over by hand.
  const loginHref = hrefOf('/registration', undefined, Object.fromEntries(new URLSearchParams(search)));

  const { signOut, pending } = useSignOut();

  if (!loggedIn || !user) {
    return (
      <Page labelledBy="fp-uc-heading">
        <h1 id="fp-uc-heading" className="fp-heading">{t('heading')}</h1>
        <p className="fp-note">{t('loggedOut')}</p>
        <Link href={loginHref} className="fp-button-link">{t('toLogin')}</Link>
        <nav className="fp-uc__links" aria-label={t('links')}>
          <Link href="/hotel" className="fp-row-link">{t('toHotel')}</Link>
          <Link href="/traffic" className="fp-row-link">{t('toTraffic')}</Link>
        </nav>
        <div className="fp-uc__language"><LanguageSwitch /></div>
      </Page>
    );
  }

  const vo = user.userExhibitionVO;
  const contact = user.phone ? maskPhone(user.phone) : maskEmail(user.email);
  return (
    <Page labelledBy="fp-uc-heading">
      <h1 id="fp-uc-heading" className="fp-heading">{t('heading')}</h1>
      <section className="fp-uc__profile" aria-label={t('profile')}>
        <p className="fp-uc__name" data-testid="uc-name">{user.name || user.account}</p>
        <dl className="fp-letter__rows">
          <div className="fp-letter__row">
            <dt>{user.phone ? t('phone') : t('email')}</dt>
            <dd data-testid="uc-contact">{contact}</dd>
          </div>
          <div className="fp-letter__row">
            <dt>{t('registerType')}</dt>
            <dd data-testid="uc-register-type">{registerTypeNameOf(typeList, vo.registerType, language)}</dd>
          </div>
          <div className="fp-letter__row">
            <dt>{t('review')}</dt>
            <dd data-testid="uc-review">{dynamicText(t)(labelKeyFor('review', vo.examineResult))}</dd>
          </div>
        </dl>
      </section>
      <UnpaidOrderNotice />
      {/* The features' own parts (the exhibitor's company card…), each shown to whom it serves. */}
      {USER_CENTER_PARTS.filter((part) => part.shownTo(user)).map(({ id, panel: Panel }) => (
        <Panel key={id} />
      ))}
      {USER_CENTER_MENU.filter((section) => section.shownTo?.(user) ?? true).map((section) => (
        <nav key={section.id} className="fp-uc__section" aria-labelledby={`fp-uc-${section.id}`}>
          <h2 id={`fp-uc-${section.id}`} className="fp-uc__section-title">
            {dynamicText(t)(`section.${section.id}`)}
          </h2>
          <div className="fp-uc__links">
            {section.links.map((link) => (
              <Link key={link.to} href={link.to} className="fp-row-link">
                {dynamicText(t)(link.label)}
              </Link>
            ))}
          </div>
        </nav>
      ))}
      <div className="fp-uc__language"><LanguageSwitch /></div>
      <Button block fill="outline" className="fp-secondary" size="large" loading={pending} disabled={pending} onClick={() => signOut()}>
        {t('logout')}
      </Button>
    </Page>
  );
}
