// /exhibitorSelfServiceNew/invitationTemplate: the company's own invitations, drafts and published, the
// default marked, each previewed as its share card; the way to a new one and to edit each.
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

export default withServerState(MyTemplatesScreen);

const HEADING_ID = 'fp-el-mine-heading';

function MyTemplatesScreen() {
  const { t } = useTranslation('exhibitor-letters');
  const { client } = useShell();
  const [language] = useLanguage();
  const list = useQuery(templatesQuery(client, 'mine'));
  return (
    <QueryView query={list} heading={t('mine.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('mine.heading')}</h1>
          <p className="fp-note">{t('mine.intro')}</p>
          <div className="fp-links">
            <Link href="/exhibitorSelfServiceNew/invitationTemplate/editInvitation" className="fp-link">
              {t('mine.new')}
            </Link>
          </div>
          {value.templates.length === 0 ? <p className="fp-note">{t('mine.none')}</p> : null}
          <ul className="fp-list">
            {value.templates.map((template) => {
              const name = language === 'en' ? template.titleEn : template.titleZh;
              return (
                <li key={template.id} className="fp-item">
                  <div className="fp-item__head">
                    <h2 className="fp-item__name">{t(template.state === 'published' ? 'state.published' : 'state.draft')}</h2>
                    {template.isDefault ? <span className="fp-badge fp-badge--on">{t('state.default')}</span> : null}
                  </div>
                  <InvitationPreview text={template} company={value.company} pictureUrl={template.pictureUrl} language={language === 'en' ? 'en' : 'zh'} />
                  <p className="fp-note">{t('mine.updated', { at: template.updatedAt.slice(0, 16) })}</p>
                  <div className="fp-links">
                    <Link href={hrefOf('/exhibitorSelfServiceNew/invitationTemplate/editInvitation', undefined, { id: template.id })} className="fp-link" aria-label={t('mine.editLabel', { name })}>
                      {t('mine.edit')}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
          <LettersNav current="/exhibitorSelfServiceNew/invitationTemplate" />
        </Page>
      )}
    </QueryView>
  );
}
