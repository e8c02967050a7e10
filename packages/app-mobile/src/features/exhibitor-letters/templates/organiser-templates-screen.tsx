// /exhibitorSelfService/invitationTemplate: the organiser's invitation templates, each previewed as its
// share card with the company's own facts (names, hall, booths) in the page's language, and the way to
// start the company's own invitation from one of them.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useLanguage } from '../../../ui/use-language';
import { useShell } from '../../../ui/shell-context';
import { templatesQuery } from '../exhibitor-letters.queries';
import { LettersNav } from '../letters-nav';
import { InvitationPreview } from './invitation-preview';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(OrganiserTemplatesScreen);

const HEADING_ID = 'fp-el-organiser-heading';

function OrganiserTemplatesScreen() {
  const { t } = useTranslation('exhibitor-letters');
  const { client } = useShell();
  const [language] = useLanguage();
  const list = useQuery(templatesQuery(client, 'organiser'));
  return (
    <QueryView query={list} heading={t('organiser.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('organiser.heading')}</h1>
          <p className="fp-note">{t('organiser.intro')}</p>
          {value.templates.length === 0 ? <p className="fp-note">{t('organiser.none')}</p> : null}
          <ul className="fp-list">
            {value.templates.map((template, index) => (
              <li key={template.id} className="fp-item">
                <div className="fp-item__head">
                  <h2 className="fp-item__name">{t('organiser.name', { n: index + 1 })}</h2>
                  {template.isDefault ? <span className="fp-badge fp-badge--on">{t('state.default')}</span> : null}
                </div>
                <InvitationPreview text={template} company={value.company} pictureUrl={template.pictureUrl} language={language === 'en' ? 'en' : 'zh'} />
                <div className="fp-links">
                  <Link
                    href={hrefOf('/exhibitorSelfServiceNew/invitationTemplate/editInvitation', undefined, { from: template.id })}
                    className="fp-link"
                    aria-label={t('organiser.useLabel', { n: index + 1 })}
                  >
                    {t('organiser.use')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <LettersNav current="/exhibitorSelfService/invitationTemplate" />
        </Page>
      )}
    </QueryView>
  );
}
