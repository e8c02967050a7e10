// /photo: the business-card upload offered when the exhibition's card switch is on. The domain's file
// rule admits jpg/jpeg/png only; what the server reads from the card pre-fills /infoWap.
import { Button } from '../../ui/button';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { FILE_RULES, hrefOf, validateFile } from '@fairpass/domain';
import { getRegistration } from '@fairpass/sdk/registration';
import { Page } from '../../ui/page';
import { useErrorMessage } from '../../ui/use-error-message';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useUseCase } from '../../ui/use-use-case';
import { keepBusinessCard } from './business-card-draft';
import '../../ui/screen-blocks.css';
import './registration-flow.css';

const ACCEPT = ['.jpg', '.jpeg', '.png', 'image/jpeg', 'image/png'].join(',');

export default function PhotoScreen() {
  const { t } = useTranslation('registration-flow');
  const [, navigate] = useLocation();
  const upload = useUseCase(getRegistration, (u) => u.uploadBusinessCard);
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const check = validateFile(file, FILE_RULES.businessCard);
    const firstError = check.errors[0];
    if (firstError) {
      setProblem(errorMessage(firstError));
      return;
    }
    setProblem('');
    setBusy(true);
    const scanned = await upload.execute({ file });
    setBusy(false);
    if (!scanned.ok) {
      setProblem(failureMessage(scanned.error));
      return;
    }
    keepBusinessCard(scanned.value);
    navigate(hrefOf('/infoWap'));
  };

  return (
    <Page labelledBy="fp-photo-heading">
      <h1 id="fp-photo-heading" className="fp-heading">{t('photo.heading')}</h1>
      <p className="fp-note">{t('photo.intro')}</p>
      <label className={busy ? 'fp-upload fp-upload--busy' : 'fp-upload'}>
        <input className="fp-upload__input" type="file" accept={ACCEPT} disabled={busy} onChange={(e) => void choose(e)} />
        <span className="fp-upload__text">{busy ? t('photo.uploading') : t('photo.choose')}</span>
        <span className="fp-upload__hint">{t('photo.formats')}</span>
      </label>
      {problem && (
        <p className="fp-form__error" role="alert" data-testid="photo-error">
          {problem}
        </p>
      )}
      <Button block fill="outline" className="fp-secondary" size="large" disabled={busy} onClick={() => navigate(hrefOf('/infoWap'))}>
        {t('photo.skip')}
      </Button>
    </Page>
  );
}
