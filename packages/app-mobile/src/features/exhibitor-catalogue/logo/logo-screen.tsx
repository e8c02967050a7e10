// /user-center/exhibitorLogo (issue 30, design exhibitor.md §2.2): the company logo (spec §3 `journalLogo`,
// on the catalogue entry and the booth card) shown as it is now, and replaced: the picked file is checked
// first by the spec §5 rules (png/jpg/jpeg, 10 KB–1 MB: refused before sending with the rule's message;
// 600×350 only suggested: a note, the file still goes), uploaded through the SDK's multipart path, then
// set once (Idempotency-Key). A file the server refuses (4521) says why. A login without the logo module
// reads the spec's "the exhibitor has not opened the permission".
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleAllowed, PERMISSION_REFUSAL, type ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { acceptOf, checkUpload } from '@fairpass/domain/exhibitor-catalogue';
import { getExhibitorCatalogue } from '@fairpass/sdk/exhibitor-catalogue';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { measurePicture } from '../../../ui/measure-picture';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { UploadBox } from '../../../ui/upload-box';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { WayOnLinks } from '../../../ui/way-on/way-on-links';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { companyQuery } from '../exhibitor-catalogue.queries';
import { pictureRefusal } from '../picture-refusal';
import '../../../ui/screen-blocks.css';
import '../catalogue.css';

export default withServerState(LogoScreen);

const HEADING_ID = 'fp-cat-logo-heading';
const UPLOAD_ID = 'fp-cat-logo-file';
const PROBLEM_ID = 'fp-cat-logo-problem';

function LogoScreen() {
  const { t } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const profile = useQuery(companyQuery(client));
  return (
    <QueryView query={profile} heading={t('logo.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">
            {t('logo.heading')}
          </h1>
          <LogoBody profile={value} />
        </Page>
      )}
    </QueryView>
  );
}

function LogoBody({ profile }: { readonly profile: ExhibitorProfile }) {
  const { t, i18n } = useTranslation('exhibitor-catalogue');
  const { client } = useShell();
  const queries = useQueryClient();
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  if (!moduleAllowed(profile.permissions, 'logo') || !profile.company) {
    return (
      <>
        <p className="fp-form__error" role="alert">
          {errorMessage(PERMISSION_REFUSAL)}
        </p>
        <WayOnLinks areaList={false} />
      </>
    );
  }
  const company = profile.company;
  const name = i18n.language === 'en' ? company.fullEnName || company.fullName : company.fullName;

  const pick = async (file: File) => {
    setProblem(null);
    setNote(null);
    setStatus(null);
    const sides = await measurePicture(file);
    const check = checkUpload('logo', { name: file.name, size: file.size, type: file.type, ...(sides ?? {}) });
    const [refusal] = check.errors;
    if (refusal) {
      setProblem(t('logo.refused', { name: file.name, reason: t(`logo.rule.${pictureRefusal(refusal)}`) }));
      return;
    }
    if (check.warnings.length > 0 && sides) setNote(t('logo.suggested', { width: sides.width, height: sides.height }));
    setBusy(true);
    const catalogue = getExhibitorCatalogue(client);
    const uploaded = await catalogue.uploadCatalogueFile.execute({ file, name: file.name, purpose: 'logo' });
    if (!uploaded.ok) {
      setBusy(false);
      const reason = uploaded.error.code === 'FILE.REFUSED' ? t(`logo.rule.${uploaded.error.params?.['reason'] === 'size' ? 'size' : uploaded.error.params?.['reason'] === 'dimensions' ? 'dimensions' : 'type'}`) : failureMessage(uploaded.error);
      setProblem(t('logo.refused', { name: file.name, reason }));
      return;
    }
    const intent = 'exhibitor-catalogue.logo';
    const request = { fileId: uploaded.value.fileId };
    const set = settleWriteKey(intent, await catalogue.setCompanyLogo.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    setBusy(false);
    if (!set.ok) {
      setProblem(failureMessage(set.error));
      return;
    }
    setStatus(t('logo.replaced'));
    // the logo shows on the user centre's card, the entry and the booth card too
    await queries.invalidateQueries();
  };

  return (
    <>
      <figure className="fp-cat-logo">
        {company.logo ? <img className="fp-cat-logo__img" src={company.logo} alt={t('logo.alt', { company: name })} /> : <p className="fp-note">{t('logo.none')}</p>}
        <figcaption className="fp-cat-hint">{company.logo ? t('logo.caption') : ''}</figcaption>
      </figure>
      <UploadBox
        id={UPLOAD_ID}
        label={busy ? t('logo.uploading') : company.logo ? t('logo.replace') : t('logo.choose')}
        hint={t('logo.rules')}
        accept={acceptOf('logo')}
        busy={busy}
        {...(problem ? { errorId: PROBLEM_ID } : {})}
        onPick={(file) => void pick(file)}
      />
      {problem && (
        <p className="fp-form__error" role="alert" id={PROBLEM_ID}>
          {problem}
        </p>
      )}
      {note && <p className="fp-notice fp-cat-warning">{note}</p>}
      <FormStatus message={status} />
    </>
  );
}
