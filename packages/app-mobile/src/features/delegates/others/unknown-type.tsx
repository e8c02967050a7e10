// What an others-registration route says for a type that is neither `group` nor `work`.
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { DelegatesNav } from '../delegates-nav';
import '../../../ui/screen-blocks.css';

export function UnknownType() {
  const { t } = useTranslation('delegates');
  return (
    <Page labelledBy="fp-dg-unknown-heading">
      <BackButton fallback="/user-center" />
      <h1 id="fp-dg-unknown-heading" className="fp-heading">{t('others.unknownHeading')}</h1>
      <p className="fp-failure" role="alert">
        {t('others.unknownType')}
      </p>
      <DelegatesNav />
    </Page>
  );
}
