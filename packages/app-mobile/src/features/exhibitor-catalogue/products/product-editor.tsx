// Adding or changing a product: the names in both languages, the descriptions (≤ 500 Chinese / 1,500
// English characters), a picture (jpg/png ≤ 5 MB) and an optional video (mp4/mov ≤ 20 MB, shown in the
// browser's player), each checked before it is sent and uploaded through the SDK's multipart path. Saved as a draft or published (to the organiser's review), once (Idempotency-Key);
// nothing typed is lost on a refusal, and the values are kept in the tab over a reload.
import { Button } from '../../../ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@fairpass/domain';
import {
  acceptOf,
  checkUpload,
  emptyProductForm,
  PRODUCT_LIMITS,
  productErrors,
  productFormOf,
  productRequestOf,
  type Product,
  type ProductField,
  type ProductForm,
} from '@fairpass/domain/exhibitor-catalogue';
import { getExhibitorCatalogue } from '@fairpass/sdk/exhibitor-catalogue';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { measurePicture } from '../../../ui/measure-picture';
import { useShell } from '../../../ui/shell-context';
import { UploadBox } from '../../../ui/upload-box';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { CATALOGUE_KEYS } from '../exhibitor-catalogue.queries';
import { mediaRefusal } from '../media/file-refusal';
import { VideoPreview } from '../media/video-preview';
import { pictureRefusal } from '../picture-refusal';

const HEADING_ID = 'fp-cat-product-editor';

export function ProductEditor({ product, onDone }: { readonly product: Product | undefined; readonly onDone: (message: string | null) => void }) {
  const { t } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const publish = useRef(true);
  const [uploading, setUploading] = useState(false);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const [videoBusy, setVideoBusy] = useState(false);
  const [videoProblem, setVideoProblem] = useState<string | null>(null);
  const intent = `exhibitor-catalogue.product.${product?.id ?? 'new'}`;
  const form = useForm<ProductForm, Product>({
    initial: () => (product ? productFormOf(product) : emptyProductForm()),
    validate: (values): FieldErrors => productErrors(values),
    send: (values, signal) => {
      const request = productRequestOf(values, publish.current, product?.id);
      return getExhibitorCatalogue(client)
        .saveProduct.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal })
        .then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (saved) => {
      await queries.invalidateQueries({ queryKey: CATALOGUE_KEYS.products });
      onDone(t(saved.state === 'pending' ? 'products.sentForReview' : 'products.savedDraft', { name: saved.name }));
    },
    invalidAlert: t('form.fix'),
    draft: { key: intent },
    errorParams: (field) => (field in PRODUCT_LIMITS ? { context: 'limit', max: String(PRODUCT_LIMITS[field as ProductField]) } : undefined),
  });

  const pick = async (file: File) => {
    setPictureProblem(null);
    const sides = await measurePicture(file);
    const [refusal] = checkUpload('product', { name: file.name, size: file.size, type: file.type, ...(sides ?? {}) }).errors;
    if (refusal) return setPictureProblem(t('products.pictureRefused', { name: file.name, reason: t(`products.rule.${pictureRefusal(refusal)}`) }));
    setUploading(true);
    const uploaded = await getExhibitorCatalogue(client).uploadCatalogueFile.execute({ file, name: file.name, purpose: 'product' });
    setUploading(false);
    if (!uploaded.ok) return setPictureProblem(t('products.pictureRefused', { name: file.name, reason: failureMessage(uploaded.error) }));
    form.set('imageFileId', uploaded.value.fileId);
    form.set('image', uploaded.value.url);
  };

  const pickVideo = async (file: File) => {
    setVideoProblem(null);
    const [refusal] = checkUpload('video', { name: file.name, size: file.size, type: file.type }).errors;
    if (refusal) return setVideoProblem(t('products.videoRefused', { name: file.name, reason: t(`products.videoRule.${mediaRefusal(refusal)}`) }));
    setVideoBusy(true);
    const uploaded = await getExhibitorCatalogue(client).uploadCatalogueFile.execute({ file, name: file.name, purpose: 'video' });
    setVideoBusy(false);
    if (!uploaded.ok) return setVideoProblem(t('products.videoRefused', { name: file.name, reason: failureMessage(uploaded.error) }));
    form.set('videoFileId', uploaded.value.fileId);
    form.set('video', uploaded.value.url);
    form.set('videoName', file.name);
  };

  const image = typeof form.values.image === 'string' ? form.values.image : '';
  const video = typeof form.values.video === 'string' ? form.values.video : '';
  const videoName = typeof form.values.videoName === 'string' ? form.values.videoName : '';
  return (
    <section className="fp-cat-editor" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="fp-subheading">
        {product ? t('products.editHeading', { name: product.name }) : t('products.addHeading')}
      </h2>
      <Form form={form} labelledBy={HEADING_ID}>
        {product?.state === 'rejected' && product.rejectReason && <p className="fp-form__error">{t('products.reason', { reason: product.rejectReason })}</p>}
        <TextField form={form} name="name" id="fp-cat-product-name" label={t('products.name')} mandatory autoComplete="off" />
        <TextField form={form} name="nameEn" id="fp-cat-product-name-en" label={t('products.nameEn')} mandatory autoComplete="off" lang="en" />
        <TextAreaField form={form} name="description" id="fp-cat-product-description" label={t('products.description', { max: PRODUCT_LIMITS.description })} rows={3} />
        <TextAreaField form={form} name="descriptionEn" id="fp-cat-product-description-en" label={t('products.descriptionEn', { max: PRODUCT_LIMITS.descriptionEn })} rows={3} lang="en" />
        {image && <img className="fp-cat-product__img" src={image} alt={t('products.pictureChosen')} />}
        <UploadBox
          id="fp-cat-product-picture"
          label={uploading ? t('products.uploading') : t('products.choosePicture')}
          hint={t('products.pictureRules')}
          accept={acceptOf('product')}
          busy={uploading || videoBusy}
          {...(pictureProblem ? { errorId: 'fp-cat-product-picture-problem' } : {})}
          onPick={(file) => void pick(file)}
        />
        {pictureProblem && (
          <p className="fp-form__error" role="alert" id="fp-cat-product-picture-problem">
            {pictureProblem}
          </p>
        )}
        {video && <VideoPreview video={{ url: video, name: videoName }} label={t('products.videoOf', { name: form.values.name || t('products.addHeading') })} />}
        <UploadBox
          id="fp-cat-product-video"
          label={videoBusy ? t('products.uploading') : video ? t('products.replaceVideo') : t('products.chooseVideo')}
          hint={t('products.videoRules')}
          accept={acceptOf('video')}
          busy={videoBusy || uploading}
          {...(videoProblem ? { errorId: 'fp-cat-product-video-problem' } : {})}
          onPick={(file) => void pickVideo(file)}
        />
        {videoProblem && (
          <p className="fp-form__error" role="alert" id="fp-cat-product-video-problem">
            {videoProblem}
          </p>
        )}
        <FormAlert message={form.alert} />
        <div onClickCapture={() => (publish.current = true)}>
          <SubmitButton pending={form.pending} label={t('products.publishNow')} pendingLabel={t('products.saving')} />
        </div>
        <Button
          block
          fill="outline"
          className="fp-secondary fp-cat-draft"
          disabled={form.pending}
          onClick={() => {
            publish.current = false;
            form.submit();
          }}
        >
          {t('products.saveDraft')}
        </Button>
        <Button block fill="none" className="fp-cat-cancel" onClick={() => onDone(null)}>
          {t('products.cancel')}
        </Button>
      </Form>
    </section>
  );
}
