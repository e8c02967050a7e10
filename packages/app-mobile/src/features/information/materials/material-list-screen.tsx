// /datadownload: the materials to download, newest first, a page at a time; each leads to its details.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { type Material } from '@fairpass/domain/information';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { InformationNav } from '../information-nav';
import { materialsQuery } from '../information.queries';
import { MoreButton } from '../../../ui/more-button';
import { fileSizeText } from './file-size';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(MaterialListScreen);

const HEADING_ID = 'fp-info-materials-heading';

function MaterialListScreen() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const materials = useInfiniteQuery(materialsQuery(client));
  return (
    <QueryView query={materials} heading={t('materials.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('materials.heading')}</h1>
            {list.length === 0 ? (
              <p className="fp-note">{t('materials.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((material) => (
                  <li key={material.id}>
                    <MaterialCard material={material} />
                  </li>
                ))}
              </ul>
            )}
            <MoreButton {...materials} />
            <InformationNav current="/datadownload" />
          </Page>
        );
      }}
    </QueryView>
  );
}

function MaterialCard({ material }: { readonly material: Material }) {
  const [language] = useLanguage();
  const titleId = `fp-info-material-${material.id}`;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <h2 id={titleId} className="fp-item__name">
        <Link href={hrefOf('/datadownloadDetails', undefined, { id: material.id })} className="fp-item__link">
          {localizedField(material, 'title', language)}
        </Link>
      </h2>
      <ul className="fp-item__facts">
        <li>PDF</li>
        <li>{fileSizeText(material.size)}</li>
        <li>{material.publishTime.slice(0, 10)}</li>
      </ul>
    </article>
  );
}
