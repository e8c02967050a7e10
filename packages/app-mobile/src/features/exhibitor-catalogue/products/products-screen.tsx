// /exhibitorSelfService/productShow (issue 30, design exhibitor.md §2.2): the company's products as
// visitors will see them on the booth card and in the e-catalogue — picture, names, description — each
// with its review state (a refusal with the organiser's reason) and its actions: edit, publish (a draft
// or a refused one goes to review), remove (asked in the page first). Adding at the company's maximum is
// refused before sending (spec §8 "… products reached the maximum"); the server's 5006 says the same.
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueRefusalOf } from '@fairpass/domain/exhibitor';
import { visibleProducts, type ProductList } from '@fairpass/domain/exhibitor-catalogue';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useErrorMessage } from '../../../ui/use-error-message';
import { productsQuery } from '../exhibitor-catalogue.queries';
import { ProductCard } from './product-card';
import { ProductEditor } from './product-editor';
import '../../../ui/screen-blocks.css';
import '../../../ui/list-blocks.css';
import '../catalogue.css';

export default withServerState(ProductsScreen);

const HEADING_ID = 'fp-cat-products-heading';

function ProductsScreen() {
  const { t } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const products = useQuery(productsQuery(client));
  return (
    <QueryView query={products} heading={t('products.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">
            {t('products.heading')}
          </h1>
          <Products list={value} />
        </Page>
      )}
    </QueryView>
  );
}

function Products({ list }: { readonly list: ProductList }) {
  const { t } = useTranslation('exhibitor-catalogue');
  const errorMessage = useErrorMessage();
  const [editing, setEditing] = useState<string | null>(null);
  const [full, setFull] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const shown = visibleProducts(list.products).length;
  const add = () => {
    setStatus(null);
    const refusal = catalogueRefusalOf('products', list.products.length, list.max);
    if (refusal) setFull(errorMessage(refusal, { max: String(list.max) }));
    else setEditing('new');
  };
  const closeEditor = (message: string | null) => {
    setEditing(null);
    setStatus(message);
  };
  const product = editing && editing !== 'new' ? list.products.find((p) => p.id === editing) : undefined;
  return (
    <>
      <p className="fp-note">{t('products.intro')}</p>
      <p className="fp-cat-count" data-testid="products-count">
        {t('products.count', { count: list.products.length, max: list.max, shown })}
      </p>
      {editing ? (
        <ProductEditor key={editing} product={product} onDone={closeEditor} />
      ) : (
        <Button block color="primary" className="fp-action fp-cat-add" onClick={add}>
          {t('products.add')}
        </Button>
      )}
      {full && !editing && (
        <p className="fp-form__error" role="alert">
          {full}
        </p>
      )}
      <FormStatus message={status} />
      {list.products.length === 0 ? (
        <p className="fp-note">{t('products.none')}</p>
      ) : (
        <ul className="fp-list fp-cat-products" aria-label={t('products.listLabel')}>
          {list.products.map((p) => (
            <ProductCard key={p.id} product={p} onEdit={() => setEditing(p.id)} onDone={closeEditor} />
          ))}
        </ul>
      )}
    </>
  );
}
