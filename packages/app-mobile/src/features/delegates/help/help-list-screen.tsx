// /helpRegistration: the people the visitor registered on their behalf, with the organiser's review,
// and the way to register one more.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { DelegatesNav } from '../delegates-nav';
import { peopleQuery } from '../delegates.queries';
import { PeopleList } from '../people-list';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../delegates.css';

export default withServerState(HelpListScreen);

const HEADING_ID = 'fp-dg-help-heading';

function HelpListScreen() {
  const { t } = useTranslation('delegates');
  const { client } = useShell();
  const people = useInfiniteQuery(peopleQuery(client, 'help'));
  return (
    <QueryView query={people} heading={t('help.heading')} headingId={HEADING_ID}>
      {(pages) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('help.heading')}</h1>
          <p className="fp-note">{t('help.intro')}</p>
          <Link href={hrefOf('/helpRegistration-form')} className="fp-button-link">
            {t('help.add')}
          </Link>
          <h2 className="fp-subheading">{t('help.listHeading')}</h2>
          <PeopleList query={people} pages={pages} empty={t('help.none')} />
          <DelegatesNav current="help" />
        </Page>
      )}
    </QueryView>
  );
}
