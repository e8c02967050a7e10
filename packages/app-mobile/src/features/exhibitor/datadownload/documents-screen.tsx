// The company's documents from the organiser (issue 30, design exhibitor.md §2.3): its invoices (booth
// fees and service orders: number, amount as the server wrote it, issuing / issued / reversed) or its
// contracts (the participation contract and the booth confirmation: sent / signed), each PDF kept the way
// the phone allows (ui/keep-file.tsx: a link to read it in the browser; inside WeChat open in the browser,
// copy or mail) or read in the page in the app's PDF viewer (ui/pdf-viewer.tsx). The PDF's address is
// signed for 10 minutes, so opening, reading, copying or mailing it reads the list again and uses the
// address signed just now. A login without the company's module reads the spec's
// "the exhibitor has not opened the permission".
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleAllowed, PERMISSION_REFUSAL, type ExhibitorDocument, type ExhibitorDocumentKind } from '@fairpass/domain/exhibitor';
import type { SignedFile } from '@fairpass/domain/files';
import { formatMoney } from '@fairpass/domain/ticketing';
import { getExhibitor } from '@fairpass/sdk/exhibitor';
import { BackButton } from '../../../ui/back-button';
import { clockText } from '../../../ui/clock-time';
import { KeepFile } from '../../../ui/keep-file';
import { Page } from '../../../ui/page';
import { PdfViewer } from '../../../ui/pdf-viewer';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { useErrorMessage } from '../../../ui/use-error-message';
import { WayOnLinks } from '../../../ui/way-on/way-on-links';
import { documentsQuery, profileQuery } from '../exhibitor.queries';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

const HEADING_ID = 'fp-ex-docs-heading';

const TONE: Readonly<Record<string, string>> = {
  issued: 'fp-badge fp-badge--on',
  signed: 'fp-badge fp-badge--on',
  reversed: 'fp-badge fp-badge--off',
};

export function DocumentsScreen({ kind }: { readonly kind: ExhibitorDocumentKind }) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const errorMessage = useErrorMessage();
  const reads = combineReads(useQuery(profileQuery(client)), useQuery(documentsQuery(client, kind)));
  const heading = t(`documents.${kind}.heading`);
  return (
    <QueryView query={reads} heading={heading} headingId={HEADING_ID}>
      {([profile, documents]) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{heading}</h1>
          {!moduleAllowed(profile.permissions, 'company') ? (
            <>
              <p className="fp-form__error" role="alert">{errorMessage(PERMISSION_REFUSAL)}</p>
              <WayOnLinks areaList={false} />
            </>
          ) : documents.length === 0 ? (
            <p className="fp-note">{t(`documents.${kind}.none`)}</p>
          ) : (
            <>
              <p className="fp-note">{t(`documents.${kind}.intro`)}</p>
              <ul className="fp-list">
                {documents.map((document) => (
                  <li key={document.id}>
                    <DocumentCard kind={kind} document={document} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </Page>
      )}
    </QueryView>
  );
}

function DocumentCard({ kind, document }: { readonly kind: ExhibitorDocumentKind; readonly document: ExhibitorDocument }) {
  const { t, i18n } = useTranslation('exhibitor');
  const { client } = useShell();
  const title = (i18n.language === 'en' && document.titleEn) || document.title;
  const fileName = `${document.number}.pdf`;
  const titleId = `fp-ex-doc-${document.id}`;
  // The address the viewer reads, signed when the reader asked for it; null while the PDF is not shown.
  const [reading, setReading] = useState<string | null>(null);
  const renew = async (): Promise<SignedFile | null> => {
    const again = await getExhibitor(client).fetchDocuments.execute({ kind });
    const url = again.ok ? again.value.find((d) => d.id === document.id)?.pdfUrl : undefined;
    return url ? { url, fileName, expireTime: '' } : null;
  };
  const toggleReading = async () => {
    if (reading !== null) return setReading(null);
    const fresh = await renew();
    setReading(fresh?.url ?? document.pdfUrl ?? null);
  };
  return (
    <article className="fp-item" aria-labelledby={titleId} data-testid={`document-${document.number}`}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">{title}</h2>
        {document.amount && document.currency && (
          <span className="fp-item__price">{formatMoney({ amount: document.amount, currency: document.currency })}</span>
        )}
      </div>
      <ul className="fp-item__facts">
        <li>
          <span className={TONE[document.state] ?? 'fp-badge'}>{t(`documents.state.${document.state}`, { defaultValue: document.state })}</span>
        </li>
        <li>{t('documents.number', { number: document.number })}</li>
        {document.issueTime && <li>{t(`documents.${kind}.time`, { time: clockText(document.issueTime) })}</li>}
      </ul>
      {document.pdfUrl ? (
        <>
          <KeepFile file={{ url: document.pdfUrl, fileName, expireTime: '' }} downloadLabel={t('documents.open', { number: document.number })} openInNewTab renew={renew} />
          <div className="fp-links">
            <button type="button" className="fp-link" aria-expanded={reading !== null} onClick={() => void toggleReading()}>
              {t(reading === null ? 'documents.read' : 'documents.closeRead', { number: document.number })}
            </button>
          </div>
          {reading !== null && <PdfViewer url={reading} title={`${title} ${document.number}`} />}
        </>
      ) : (
        <p className="fp-note">{t('documents.noPdf')}</p>
      )}
    </article>
  );
}
