// /othersRegistration/{type}: the people of a group (`group`) or the colleagues (`work`) the visitor
// registered with their business cards, each to their page, and the way to add one more.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { type OthersType } from '@fairpass/domain/delegates';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { DelegatesNav } from '../delegates-nav';
import { peopleQuery } from '../delegates.queries';
import { PeopleList } from '../people-list';
import { UnknownType } from './unknown-type';
import { useOthersType } from './use-others-type';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../delegates.css';

export default withServerState(OthersListScreen);

const HEADING_ID = 'fp-dg-others-heading';

function OthersListScreen() {
  const type = useOthersType();
  return type ? <OthersList key={type} type={type} /> : <UnknownType />;
}

function OthersList({ type }: { readonly type: OthersType }) {
  const { t } = useTranslation('delegates');
  const { client } = useShell();
  const people = useInfiniteQuery(peopleQuery(client, type));
  const heading = t(`others.${type}.heading`);
  return (
    <QueryView query={people} heading={heading} headingId={HEADING_ID}>
      {(pages) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{heading}</h1>
          <p className="fp-note">{t(`others.${type}.intro`)}</p>
          <Link href={hrefOf('/others-registration-card-form/:type', { type })} className="fp-button-link">
            {t(`others.${type}.add`)}
          </Link>
          <h2 className="fp-subheading">{t(`others.${type}.listHeading`)}</h2>
          <PeopleList
            query={people}
            pages={pages}
            empty={t(`others.${type}.none`)}
            nameOf={(person) => (
              <Link href={hrefOf('/others-registration-info-detail/:type', { type }, { id: person.id })} className="fp-item__link">
                {person.name}
              </Link>
            )}
          />
          <DelegatesNav current={type} />
        </Page>
      )}
    </QueryView>
  );
}
