// /exhibitorSelfService/adsBooking: the advertising inventory — catalogue pages, e-catalogue banners and
// venue banners — each with its slots (taken ones shown and not choosable), the server's price and the
// booking deadline; the artwork uploaded first (pdf, ai, jpg, png up to 10 MB, checked before sending);
// then one slot ordered (Idempotency-Key) and paid on the order's pay step; the company's advert orders.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DomainError } from '@fairpass/domain';
import { basketRefusal, isBookable, slotOpen, type ServiceCatalogue, type ServiceGroup } from '@fairpass/domain/exhibitor-services';
import { formatMoney } from '@fairpass/domain/ticketing';
import { getExhibitorServices } from '@fairpass/sdk/exhibitor-services';
import { FormStatus } from '../../../ui/form/form-status';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { BookingPage } from '../booking-page';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useSession } from '../../../ui/use-session';
import { ChoiceSet, ReserveButton } from '../booking-parts';
import { useDraftState } from '../use-draft-state';
import { useRefusalText, useReserve } from '../use-reserve';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../exhibitor-services.css';

export default withServerState(AdsBookingScreen);

const HEADING_ID = 'fp-es-ads-heading';
const GROUPS = ['catalogue', 'ecatalogue', 'venue'] as const satisfies readonly ServiceGroup[];
const ARTWORK_ID = 'fp-es-artwork';

function AdsBookingScreen() {
  return (
    <BookingPage kind="ads" texts="ads" headingId={HEADING_ID} route="/exhibitorSelfService/adsBooking">
      {(data) => <AdsForm catalogue={data} />}
    </BookingPage>
  );
}

type AdsDraft = { readonly slot: string; readonly artworkFileId: string; readonly artworkName: string };

function AdsForm({ catalogue }: { readonly catalogue: ServiceCatalogue }) {
  const { t, i18n } = useTranslation('exhibitor-services');
  const { client } = useShell();
  const userId = useSession((s) => s.user?.userId ?? '');
  const [draft, change, forget] = useDraftState<AdsDraft>(`exhibitorServices.ads.${userId}`, () => ({ slot: '', artworkFileId: '', artworkName: '' }));
  const [alert, setAlert] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const reserve = useReserve('ads');
  const refusalText = useRefusalText();
  const en = i18n.language === 'en';
  const [itemId = '', slotId = ''] = draft.slot.split('/');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setAlert(null);
    setUploading(true);
    const sent = await getExhibitorServices(client).uploadArtwork.execute({ file });
    setUploading(false);
    if (sent.ok) change({ artworkFileId: sent.value.fileId, artworkName: sent.value.name });
    else {
      change({ artworkFileId: '', artworkName: '' });
      setAlert(refusalText(sent.error));
      event.target.value = '';
    }
  };

  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    if (!draft.slot) {
      setAlert(t('ads.slotMissing'));
      return document.getElementById('fp-es-slots')?.focus();
    }
    if (!draft.artworkFileId) {
      setAlert(t('ads.artworkMissing'));
      return document.getElementById(ARTWORK_ID)?.focus();
    }
    const lines = [{ itemId, quantity: 1, slotId }];
    const refusal = basketRefusal(catalogue, lines, en ? 'en' : 'zh');
    if (refusal) return setAlert(refusalText(new DomainError(refusal.code, undefined, undefined, { params: refusal.params ?? {} })));
    const placed = await reserve({ kind: 'ads', artworkFileId: draft.artworkFileId, lines }, forget);
    if (!placed.ok) setAlert(refusalText(placed.error));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="fp-es-form" noValidate onSubmit={onSubmit} aria-labelledby={HEADING_ID}>
      <ChoiceSet id="fp-es-slots" legend={t('ads.choose')}>
        {GROUPS.map((group) =>
          catalogue.items
            .filter((item) => item.group === group)
            .map((item) => {
              const name = en && item.nameEn ? item.nameEn : item.name;
              const unit = en && item.unitEn ? item.unitEn : item.unit;
              const open = isBookable(item, catalogue.serverTime);
              return (
                <section key={item.id} className="fp-item" aria-labelledby={`fp-es-ad-${item.id}`}>
                  <h2 id={`fp-es-ad-${item.id}`} className="fp-item__name">
                    {t(`ads.groups.${group}`)} · {name}
                  </h2>
                  <ul className="fp-item__facts">
                    <li>{t('common.price', { price: formatMoney({ amount: item.price, currency: catalogue.currency }), unit })}</li>
                    <li>{t('common.deadline', { deadline: item.deadline.slice(0, 16) })}</li>
                  </ul>
                  <div role="group" aria-label={t('ads.slots', { name })}>
                    {item.slots.map((slot) => {
                      const label = en && slot.labelEn ? slot.labelEn : slot.label;
                      const value = `${item.id}/${slot.id}`;
                      const free = slotOpen(slot) && open;
                      return (
                        <label key={slot.id} className={free ? 'fp-es-slot' : 'fp-es-slot fp-es-slot--taken'}>
                          <input type="radio" name="fp-es-slot" value={value} checked={draft.slot === value} disabled={!free} onChange={() => change({ slot: value })} />
                          {free ? label : t('ads.taken', { slot: label })}
                        </label>
                      );
                    })}
                  </div>
                </section>
              );
            }),
        )}
      </ChoiceSet>
      <div className="fp-field">
        <label htmlFor={ARTWORK_ID} className="fp-field__label">
          {t('ads.artwork')}
        </label>
        <input id={ARTWORK_ID} type="file" accept=".pdf,.ai,.jpg,.jpeg,.png" onChange={(event) => void upload(event)} />
        <FormStatus message={uploading ? t('ads.artworkUploading') : draft.artworkName ? t('ads.artworkDone', { name: draft.artworkName }) : null} />
      </div>
      <ReserveButton pending={pending || uploading} alert={alert} />
    </form>
  );
}
