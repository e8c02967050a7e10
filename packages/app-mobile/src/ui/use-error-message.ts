// Turns a domain error code into the translated sentence of spec §8. Unknown codes (e.g. typed into a
// link by hand) fall back to the unknown-error text instead of showing the raw code. A business area's
// messages come with the area, the shared codes' after the first paint (shared-error-texts.ts): one asked
// for before they are in fetches them and says the general failure meanwhile, never a raw key; the hook
// draws again once they are added. The same for a code of an area whose failures are not known yet (the
// SDK fetches them with the first area a screen uses, areaErrorsArriving): the general failure until they
// are in, then its words or UNKNOWN's. And the same while the catalogue that names each code's message is
// on its way (error-message-key.ts, fetched at boot, after the login's paint: loadErrorCatalogue).
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { areaErrorsArriving } from '@fairpass/domain';
import { loadAreaErrorTexts } from './area-error-texts.loader';
import { addSharedErrorTexts } from './shared-error-texts';
import { dynamicText } from './dynamic-text';
import { fetchedOnce } from './fetched-once';

/** The general failure's message (the catalogue's SYSTEM.ERROR, use-error-message.test.tsx): said until the words of a code are in. */
export const GENERAL_FAILURE_KEY = 'errors:system_error';

let catalogue: typeof import('./error-message-key') | undefined;

/** Fetches the catalogue's lookups once. */
export const loadErrorCatalogue = fetchedOnce(() =>
  import('./error-message-key').then((module) => {
    catalogue = module;
  }),
);

export type ErrorMessage = (code: string, params?: Readonly<Record<string, string>>) => string;

export function useErrorMessage(): ErrorMessage {
  const { t, i18n } = useTranslation('errors');
  // Drawn again when texts are added after a message was missing (its area's were still on their way).
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const missed = useRef(false);
  useEffect(() => {
    const onAdded = () => {
      if (!missed.current) return;
      missed.current = false;
      redraw();
    };
    i18n.store.on('added', onAdded);
    return () => i18n.store.off('added', onAdded);
  }, [i18n]);
  const text = dynamicText(t);
  return (code, params) => {
    if (!catalogue) {
      // Not drawn again on a failed fetch (offline): the general failure stays, and the next message asks again.
      void loadErrorCatalogue().then(redraw, () => undefined);
      return text(GENERAL_FAILURE_KEY);
    }
    const isCode = catalogue.isErrorCode(code);
    const arriving = isCode ? undefined : areaErrorsArriving();
    if (arriving) {
      void arriving.then(redraw, redraw);
      return text(GENERAL_FAILURE_KEY);
    }
    const known = isCode ? code : 'UNKNOWN';
    const key = catalogue.errorMessageKey(known);
    if (i18n.exists(key, { ...params })) return text(key, { ...params });
    missed.current = true;
    const area = catalogue.errorAreaOf(known);
    const adding = area === undefined ? addSharedErrorTexts(i18n, i18n.language) : loadAreaErrorTexts().then((areas) => areas.addAreaErrorTexts(i18n, i18n.language, area));
    void adding.catch(() => undefined);
    return text(GENERAL_FAILURE_KEY);
  };
}
