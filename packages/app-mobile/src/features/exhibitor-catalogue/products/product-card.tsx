// One product as visitors will see it (picture, name in the page's language and the other, description)
// with its review state and what the exhibitor may do: edit, publish a draft or a refused one (sent once,
// Idempotency-Key), remove (asked in the page first).
import { Button } from '../../../ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayPublish, type Product, type SaveProductRequest } from '@fairpass/domain/exhibitor-catalogue';
import { getExhibitorCatalogue } from '@fairpass/sdk/exhibitor-catalogue';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { FormAlert } from '../../../ui/form/form-alert';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { CATALOGUE_KEYS } from '../exhibitor-catalogue.queries';
import { VideoPreview } from '../media/video-preview';

export function ProductCard({ product, onEdit, onDone }: { readonly product: Product; readonly onEdit: () => void; readonly onDone: (message: string | null) => void }) {
  const { t, i18n } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [publishing, setPublishing] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const en = i18n.language === 'en';
  const name = en ? product.nameEn : product.name;
  const other = en ? product.name : product.nameEn;
  const description = en ? product.descriptionEn || product.description : product.description;
  const badge = product.state === 'approved' ? 'fp-badge--on' : product.state === 'rejected' ? 'fp-badge--off' : '';
  const catalogue = getExhibitorCatalogue(client);

  const publish = async () => {
    if (publishing) return;
    setPublishing(true);
    setAlert(null);
    const intent = `exhibitor-catalogue.product.publish.${product.id}`;
    const request: SaveProductRequest = {
      id: product.id,
      name: product.name,
      nameEn: product.nameEn,
      description: product.description,
      ...(product.descriptionEn ? { descriptionEn: product.descriptionEn } : {}),
      publish: true,
    };
    const sent = settleWriteKey(intent, await catalogue.saveProduct.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    setPublishing(false);
    if (!sent.ok) return setAlert(failureMessage(sent.error));
    await queries.invalidateQueries({ queryKey: CATALOGUE_KEYS.products });
    onDone(t('products.published', { name }));
  };

  const remove = async (): Promise<string | null> => {
    const intent = `exhibitor-catalogue.product.remove.${product.id}`;
    const request = { id: product.id };
    const sent = settleWriteKey(intent, await catalogue.removeProduct.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) return failureMessage(sent.error);
    queries.setQueryData(CATALOGUE_KEYS.products, sent.value);
    onDone(t('products.removed', { name }));
    return null;
  };

  return (
    <li className="fp-item fp-cat-product" data-testid={`product-${product.id}`}>
      {product.image ? <img className="fp-cat-product__img" src={product.image} alt={t('products.pictureOf', { name })} /> : <span className="fp-cat-product__img fp-cat-product__img--none">{t('products.noPicture')}</span>}
      <div className="fp-item__head">
        <h2 className="fp-item__name">{name}</h2>
        <span className={`fp-badge ${badge}`}>{t(`products.state.${product.state}`)}</span>
      </div>
      <p className="fp-cat-product__other" lang={en ? 'zh' : 'en'}>
        {other}
      </p>
      <p className="fp-item__desc">{description}</p>
      {product.video && <VideoPreview video={product.video} label={t('products.videoOf', { name })} />}
      {product.state === 'rejected' && product.rejectReason && <p className="fp-form__error">{t('products.reason', { reason: product.rejectReason })}</p>}
      <div className="fp-actions">
        <Button block fill="outline" className="fp-secondary" onClick={onEdit} aria-label={t('products.editNamed', { name })}>
          {t('products.edit')}
        </Button>
        {mayPublish(product) && (
          <Button block color="primary" className="fp-action" loading={publishing} loadingText={t('products.publishing')} onClick={() => void publish()} aria-label={t('products.publishNamed', { name })}>
            {t('products.publish')}
          </Button>
        )}
        <ConfirmedAction label={t('products.removeNamed', { name })} question={t('products.removeQuestion', { name })} keepLabel={t('products.keep')} run={remove} />
        <FormAlert message={alert} />
      </div>
    </li>
  );
}
