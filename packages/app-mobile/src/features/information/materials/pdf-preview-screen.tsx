// /pdfPreview?materialId=: a material's PDF read in the page. The address is the material's own, from
// the SDK (never one from the page's link), and its title with the download link stand beside the pages
// as their text alternative.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { materialQuery } from '../information.queries';
import { fileSizeText } from './file-size';
import { PdfViewer } from '../../../ui/pdf-viewer';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(PdfPreviewScreen);

const HEADING_ID = 'fp-info-preview-heading';

function PdfPreviewScreen() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const [language] = useLanguage();
  const materialId = useQueryParam('materialId') ?? '';
  const material = useQuery(materialQuery(client, materialId));
  return (
    <QueryView query={material} heading={t('preview.heading')} headingId={HEADING_ID}>
      {(item) => {
        const title = localizedField(item, 'title', language);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/datadownload" />
            <h1 id={HEADING_ID} className="fp-heading">{title || t('preview.heading')}</h1>
            <p className="fp-item__desc">
              {t('preview.alternative', { size: fileSizeText(item.size) })}{' '}
              {item.url && (
                <a href={item.url} className="fp-item__link" download target="_blank" rel="noopener noreferrer">
                  {t('preview.download', { title })}
                </a>
              )}
            </p>
            {item.url ? <PdfViewer url={item.url} title={title} /> : <p className="fp-form__error" role="alert">{t('preview.failed')}</p>}
            <Link href={hrefOf('/datadownloadDetails', undefined, { id: item.id })} className="fp-link">
              {t('preview.details')}
            </Link>
          </Page>
        );
      }}
    </QueryView>
  );
}
