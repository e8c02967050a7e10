// The exhibit's images and video on /exhibitorSelfService/exhibit/single (design exhibitor.md §2.2): up to
// 6 images (jpg/png ≤ 2 MB each) and an optional video (mp4/mov ≤ 20 MB), each checked before it is sent
// (a 7th image, a file too big or of another type refused here, translated, with the rule), uploaded
// through the SDK's multipart path with the shared upload box, then set on the exhibit once
// (Idempotency-Key); the exhibit goes back to the organiser's review. The exhibit's form above keeps what
// was typed: this section writes only its own files. A new exhibit is saved first. After an approval,
// what changed since (text, images, video) is listed against the exhibit the server kept.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptOf,
  checkUpload,
  EXHIBIT_IMAGES_MAX,
  mediaRequestOf,
  moreImagesRefusal,
  type ExhibitMedia,
  type MediaFile,
} from '@fairpass/domain/exhibitor-catalogue';
import { getExhibitorCatalogue } from '@fairpass/sdk/exhibitor-catalogue';
import type { EditedExhibit } from '../../../routes/exhibit-editor-part';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { UploadBox } from '../../../ui/upload-box';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { CATALOGUE_KEYS, exhibitMediaQuery } from '../exhibitor-catalogue.queries';
import { mediaRefusal } from '../media/file-refusal';
import { VideoPreview } from '../media/video-preview';
import { ExhibitChanges } from './exhibit-changes';
import '../catalogue.css';

type Kind = 'image' | 'video';

export default function ExhibitMediaSection({ exhibit }: { readonly exhibit: EditedExhibit | undefined }) {
  const { t } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const headingId = useId();
  const media = useQuery({ ...exhibitMediaQuery(client, exhibit?.id ?? ''), enabled: exhibit !== undefined });
  return (
    <section className="fp-cat-media" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-subheading">
        {t('media.heading')}
      </h2>
      {exhibit ? (
        <QueryView query={media} heading={t('media.heading')} headingId={headingId}>
          {(value) => <MediaEditor exhibit={exhibit} media={value} />}
        </QueryView>
      ) : (
        <p className="fp-note">{t('media.saveFirst', { max: EXHIBIT_IMAGES_MAX })}</p>
      )}
    </section>
  );
}

function MediaEditor({ exhibit, media }: { readonly exhibit: EditedExhibit; readonly media: ExhibitMedia }) {
  const { t, i18n } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const queries = useQueryClient();
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState<Kind | null>(null);
  const [problem, setProblem] = useState<{ readonly kind: Kind; readonly text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const catalogue = getExhibitorCatalogue(client);
  const name = i18n.language === 'en' ? exhibit.nameEn : exhibit.name;

  /** Sets the exhibit's media with `change`: null when it went through, else the message. */
  const save = async (change: Parameters<typeof mediaRequestOf>[1], intent: string): Promise<string | null> => {
    const request = mediaRequestOf(media, change);
    const sent = settleWriteKey(intent, await catalogue.saveExhibitMedia.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) return failureMessage(sent.error);
    queries.setQueryData(CATALOGUE_KEYS.exhibitMedia(exhibit.id), sent.value);
    // the exhibit is under review again: the exhibits list says so
    void queries.invalidateQueries({ queryKey: ['exhibitor'] });
    return null;
  };

  const pick = async (kind: Kind, file: File) => {
    setProblem(null);
    setNotice(null);
    const refuse = (text: string) => setProblem({ kind, text });
    const full = kind === 'image' ? moreImagesRefusal(media.images.length, media.maxImages) : undefined;
    if (full) return refuse(errorMessage(full, { max: String(media.maxImages) }));
    const purpose = kind === 'image' ? 'exhibitImage' : 'video';
    const [rule] = checkUpload(purpose, { name: file.name, size: file.size, type: file.type }).errors;
    if (rule) return refuse(t('media.refused', { name: file.name, reason: t(`media.rule.${kind}.${mediaRefusal(rule)}`) }));
    setBusy(kind);
    const uploaded = await catalogue.uploadCatalogueFile.execute({ file, name: file.name, purpose });
    if (!uploaded.ok) {
      setBusy(null);
      return refuse(t('media.refused', { name: file.name, reason: failureMessage(uploaded.error) }));
    }
    const stored: MediaFile = { fileId: uploaded.value.fileId, url: uploaded.value.url, name: file.name, size: uploaded.value.size };
    const failure = await save(kind === 'image' ? { addImage: stored } : { video: stored }, `exhibitor-catalogue.media.${exhibit.id}.${stored.fileId}`);
    setBusy(null);
    if (failure) return refuse(failure);
    setNotice(t(kind === 'image' ? 'media.imageAdded' : 'media.videoSet', { name: file.name }));
  };

  const removal = (change: Parameters<typeof mediaRequestOf>[1], key: string, said: string) => async (): Promise<string | null> => {
    setProblem(null);
    const failure = await save(change, `exhibitor-catalogue.media.${exhibit.id}.remove.${key}`);
    if (failure === null) setNotice(said);
    return failure;
  };

  const problemId = (kind: Kind) => (problem?.kind === kind ? { errorId: `fp-cat-media-${kind}-problem` } : {});
  const problemLine = (kind: Kind) =>
    problem?.kind === kind && (
      <p className="fp-form__error" role="alert" id={`fp-cat-media-${kind}-problem`}>
        {problem.text}
      </p>
    );

  return (
    <>
      <p className="fp-note">{t('media.intro')}</p>
      <h3 className="fp-cat-media__title">{t('media.images', { n: media.images.length, max: media.maxImages })}</h3>
      {media.images.length > 0 && (
        <ul className="fp-cat-media__images">
          {media.images.map((image, index) => (
            <li key={image.fileId} className="fp-cat-media__image">
              <img src={image.url} alt={t('media.imageOf', { n: index + 1, name })} />
              <span className="fp-cat-media__file">{image.name}</span>
              <ConfirmedAction
                label={t('media.removeImage', { n: index + 1 })}
                question={t('media.removeImageQuestion', { n: index + 1 })}
                keepLabel={t('media.keep')}
                run={removal({ removeImage: image.fileId }, image.fileId, t('media.imageRemoved', { name: image.name }))}
              />
            </li>
          ))}
        </ul>
      )}
      <UploadBox
        id="fp-cat-media-image"
        label={busy === 'image' ? t('media.uploading') : t('media.chooseImage')}
        hint={t('media.imageRules', { max: media.maxImages })}
        accept={acceptOf('exhibitImage')}
        busy={busy !== null}
        {...problemId('image')}
        onPick={(file) => void pick('image', file)}
      />
      {problemLine('image')}
      <h3 className="fp-cat-media__title">{t('media.video')}</h3>
      {media.video ? (
        <>
          <VideoPreview video={media.video} label={t('media.videoOf', { name })} />
          <ConfirmedAction label={t('media.removeVideo')} question={t('media.removeVideoQuestion')} keepLabel={t('media.keep')} run={removal({ video: null }, 'video', t('media.videoRemoved'))} />
        </>
      ) : (
        <p className="fp-cat-hint">{t('media.noVideo')}</p>
      )}
      <UploadBox
        id="fp-cat-media-video"
        label={busy === 'video' ? t('media.uploading') : media.video ? t('media.replaceVideo') : t('media.chooseVideo')}
        hint={t('media.videoRules')}
        accept={acceptOf('video')}
        busy={busy !== null}
        {...problemId('video')}
        onPick={(file) => void pick('video', file)}
      />
      {problemLine('video')}
      <p className="fp-cat-hint" role="status">
        {notice}
      </p>
      <ExhibitChanges exhibit={exhibit} media={media} />
    </>
  );
}
