// /exhibitorSelfService/exhibit/list (issue 30, design exhibitor.md §2.2): the company's exhibits (展品,
// shown at the booth) with the count against the maximum, each with its review state (a refused one with
// the organiser's reason and the way to change it), and the way to add one — at the maximum, the spec's
// "展品数量已达上限" instead. Each exhibit can be removed, asked first (remove-exhibit.tsx), which frees a
// place at the maximum; the list and its count are read again and the page says what was removed, the
// focus going to the count. A login without the exhibits module reads the permission refusal.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { catalogueRefusalOf, type Exhibit } from '@fairpass/domain/exhibitor';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useErrorMessage } from '../../../ui/use-error-message';
import { exhibitsQuery } from '../exhibitor.queries';
import { RemoveExhibit } from './remove-exhibit';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(ExhibitListScreen);

const HEADING_ID = 'fp-ex-exhibits-heading';

const TONE: Readonly<Record<Exhibit['state'], string>> = { approved: 'fp-badge fp-badge--on', pending: 'fp-badge', rejected: 'fp-badge fp-badge--off' };

function ExhibitListScreen() {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const errorMessage = useErrorMessage();
  const list = useQuery(exhibitsQuery(client));
  const [notice, setNotice] = useState<string | null>(null);
  const count = useRef<HTMLParagraphElement>(null);
  // the removed exhibit's card (and its question, which had the focus) is gone: the count takes the focus
  const removed = (message: string) => {
    setNotice(message);
    count.current?.focus();
  };
  return (
    <QueryView query={list} heading={t('exhibits.heading')} headingId={HEADING_ID}>
      {({ max, exhibits }) => {
        const refusal = catalogueRefusalOf('exhibits', exhibits.length, max);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('exhibits.heading')}</h1>
            <p className="fp-note" data-testid="exhibit-count" ref={count} tabIndex={-1}>
              {t('exhibits.count', { count: exhibits.length, max })}
            </p>
            <FormStatus message={notice} />
            {refusal ? (
              <p className="fp-form__error" role="status">{errorMessage(refusal, { max: String(max) })}</p>
            ) : (
              <Link href="/exhibitorSelfService/exhibit/single" className="fp-button-link">{t('exhibits.add')}</Link>
            )}
            <ul className="fp-list">
              {exhibits.map((exhibit) => (
                <li key={exhibit.id}>
                  <ExhibitCard exhibit={exhibit} onRemoved={removed} />
                </li>
              ))}
            </ul>
          </Page>
        );
      }}
    </QueryView>
  );
}

function ExhibitCard({ exhibit, onRemoved }: { readonly exhibit: Exhibit; readonly onRemoved: (message: string) => void }) {
  const { t, i18n } = useTranslation('exhibitor');
  const english = i18n.language === 'en';
  const titleId = `fp-ex-exhibit-${exhibit.id}`;
  const name = english ? exhibit.nameEn : exhibit.name;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">{name}</h2>
        <span className={TONE[exhibit.state]}>{t(`exhibits.state.${exhibit.state}`)}</span>
      </div>
      <p className="fp-note" lang={english ? 'zh' : 'en'}>{english ? exhibit.name : exhibit.nameEn}</p>
      {exhibit.state === 'rejected' && exhibit.rejectReason && <p className="fp-form__error">{t('exhibits.reason', { reason: exhibit.rejectReason })}</p>}
      <Link href={hrefOf('/exhibitorSelfService/exhibit/single', undefined, { id: exhibit.id })} className="fp-link" aria-label={t('exhibits.editNamed', { name })}>
        {t('exhibits.edit')}
      </Link>
      <RemoveExhibit exhibitId={exhibit.id} name={name} onRemoved={onRemoved} />
    </article>
  );
}
