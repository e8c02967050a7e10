// /invoiceHeaderManage: the visitor's saved invoice headers, the default first — add, edit, delete and
// choose the default. One editor is open at a time; saving closes it and says so.
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortHeaders, type SavedHeaderReply, type SavedInvoiceHeader } from '@fairpass/domain/invoicing';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { InvoicingPage as Page } from '../invoicing-page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { InvoicingNav } from '../invoicing-nav';
import { headersQuery } from '../invoicing.queries';
import { HeaderCard } from './header-card';
import { HeaderEditor } from './header-editor';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(HeaderManageScreen);

const HEADING_ID = 'fp-inv-headers-heading';

function HeaderManageScreen() {
  const { t } = useTranslation('invoicing');
  const { client } = useShell();
  const headers = useQuery(headersQuery(client));
  return (
    <QueryView query={headers} heading={t('header.heading')} headingId={HEADING_ID}>
      {(list) => <HeaderBook headers={sortHeaders(list)} />}
    </QueryView>
  );
}

function HeaderBook({ headers }: { readonly headers: readonly SavedInvoiceHeader[] }) {
  const { t } = useTranslation('invoicing');
  // 'new', a header's id, or nothing open.
  const [editing, setEditing] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const done = (saved: SavedHeaderReply | null) => {
    setEditing(null);
    setStatus(saved ? t(saved.alreadySaved ? 'header.alreadySaved' : 'header.saved', { title: saved.title }) : null);
    // The editor that held the focus is gone: the page's heading takes it, above the status.
    requestAnimationFrame(() => document.getElementById(HEADING_ID)?.focus());
  };
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/invoice" />
      <h1 id={HEADING_ID} className="fp-heading" tabIndex={-1}>
        {t('header.heading')}
      </h1>
      <FormStatus message={status} />
      {headers.length === 0 && editing === null && <p className="fp-note">{t('header.none')}</p>}
      <ul className="fp-list">
        {headers.map((header) => (
          <li key={header.id}>
            {editing === header.id ? (
              <HeaderEditor header={header} saved={headers} onDone={done} />
            ) : (
              <HeaderCard
                header={header}
                onEdit={() => {
                  setStatus(null);
                  setEditing(header.id);
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <HeaderEditor saved={headers} onDone={done} />
      ) : (
        <div className="fp-actions">
          <Button
            block
            color="primary"
            onClick={() => {
              setStatus(null);
              setEditing('new');
            }}
          >
            {t('header.add')}
          </Button>
        </div>
      )}
      <InvoicingNav current="/invoiceHeaderManage" />
    </Page>
  );
}
