// The holder's photo in the add form (face-checked entry, optional): jpg or png of at most 200 KB, checked
// on picking by the domain's rule (nothing sent when it is refused), uploaded through the SDK's multipart
// path; the form then sends the photo's fileId with the holder. Its state is said in the page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
import { useShell } from '../../../ui/shell-context';
import { UploadBox } from '../../../ui/upload-box';
import { useFailureMessage } from '../../../ui/use-failure-message';

const UPLOAD_ID = 'fp-ep-holder-photo';
const PROBLEM_ID = 'fp-ep-holder-photo-problem';

export interface HolderPhotoProps {
  /** The uploaded photo's fileId, '' for none. */
  readonly fileId: string;
  readonly onChange: (fileId: string) => void;
}

export function HolderPhotoPicker({ fileId, onChange }: HolderPhotoProps) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState('');
  const pick = async (file: File) => {
    setBusy(true);
    setProblem(null);
    const uploaded = await getExhibitorPeople(client).uploadHolderPhoto.execute({ file });
    setBusy(false);
    if (!uploaded.ok) {
      const code = uploaded.error.code;
      const reason = code === 'VALIDATION.FILE_TOO_LARGE' || (code === 'FILE.REFUSED' && uploaded.error.params?.['reason'] === 'size') ? 'size' : code === 'VALIDATION.FILE_TYPE' || code === 'FILE.REFUSED' ? 'type' : undefined;
      setProblem(reason ? t(`photo.${reason}`) : failureMessage(uploaded.error));
      return;
    }
    setName(file.name);
    onChange(uploaded.value.fileId);
  };
  return (
    <div className="fp-field">
      <p className="fp-field__label">{t('photo.label')}</p>
      <UploadBox
        id={UPLOAD_ID}
        label={busy ? t('photo.uploading') : fileId ? t('photo.replace') : t('photo.choose')}
        hint={t('photo.rules')}
        accept=".jpg,.jpeg,.png"
        busy={busy}
        {...(problem ? { errorId: PROBLEM_ID } : {})}
        onPick={(file) => void pick(file)}
      />
      {problem && (
        <p className="fp-form__error" role="alert" id={PROBLEM_ID}>
          {problem}
        </p>
      )}
      {fileId && !problem && (
        <p className="fp-note" role="status">
          {t('photo.done', { name })}
        </p>
      )}
    </div>
  );
}
