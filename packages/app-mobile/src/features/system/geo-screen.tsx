// /geo: opened when a link asks for the visitor's position (isOpenGeo=yes). The browser asks the user
// for permission; nothing is sent anywhere from this screen.
import { Button } from '../../ui/button';
import { StatusResult } from '../../ui/status-result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

type GeoState =
  | { readonly kind: 'idle' | 'locating' | 'denied' | 'unsupported' }
  | { readonly kind: 'located'; readonly latitude: string; readonly longitude: string; readonly accuracy: string };

export default function GeoScreen() {
  const { t } = useTranslation('system');
  const [state, setState] = useState<GeoState>({ kind: 'idle' });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unsupported' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          kind: 'located',
          latitude: coords.latitude.toFixed(5),
          longitude: coords.longitude.toFixed(5),
          accuracy: String(Math.round(coords.accuracy)),
        }),
      () => setState({ kind: 'denied' }),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <Page labelledBy="fp-geo-heading">
      <StatusResult
        status="info"
        title={<h1 id="fp-geo-heading" className="fp-heading">{t('geo.heading')}</h1>}
        description={t('geo.body')}
      />
      <p className="fp-note" role="status">
        {state.kind === 'locating' && t('geo.locating')}
        {state.kind === 'located' && t('geo.located', state)}
        {state.kind === 'denied' && t('geo.denied')}
        {state.kind === 'unsupported' && t('geo.unsupported')}
      </p>
      <Button block color="primary" size="large" loading={state.kind === 'locating'} onClick={locate}>
        {t('geo.locate')}
      </Button>
    </Page>
  );
}
