// /datadownloadDetails?id=: one material — its description and size, a preview in the page and the
// download from the signed address the server gave (never an address from the page's own link); inside
// WeChat, which saves no download, the ways to keep it instead (ui/keep-file.tsx).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { KeepFile } from '../../../ui/keep-file';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { InformationNav } from '../information-nav';
import { materialQuery } from '../information.queries';
import { fileSizeText } from './file-size';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(MaterialDetailScreen);

const HEADING_ID = 'fp-info-material-heading';

function MaterialDetailScreen() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const [language] = useLanguage();
  const id = useQueryParam('id') ?? '';
  const material = useQuery(materialQuery(client, id));
  return (
    <QueryView query={material} heading={t('materials.detail')} headingId={HEADING_ID}>
      {(item) => {
        const title = localizedField(item, 'title', language);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/datadownload" />
            <h1 id={HEADING_ID} className="fp-heading">{title || t('materials.detail')}</h1>
            <p className="fp-item__desc">{localizedField(item, 'description', language)}</p>
            <dl className="fp-summary">
              <div className="fp-summary__row">
                <dt>{t('materials.type')}</dt>
                <dd>PDF</dd>
              </div>
              <div className="fp-summary__row">
                <dt>{t('materials.size')}</dt>
                <dd>{fileSizeText(item.size)}</dd>
              </div>
              <div className="fp-summary__row">
                <dt>{t('materials.published')}</dt>
                <dd>{item.publishTime.slice(0, 10)}</dd>
              </div>
            </dl>
            <div className="fp-actions">
              <Link href={hrefOf('/pdfPreview', undefined, { materialId: item.id })} className="fp-button-link">
                {t('materials.preview')}
              </Link>
              {item.url ? (
                <KeepFile file={{ url: item.url, fileName: `${item.id}.pdf`, expireTime: '' }} downloadLabel={t('materials.download')} openInNewTab />
              ) : (
                <p className="fp-note">{t('materials.noFile')}</p>
              )}
            </div>
            <InformationNav />
          </Page>
        );
      }}
    </QueryView>
  );
}
