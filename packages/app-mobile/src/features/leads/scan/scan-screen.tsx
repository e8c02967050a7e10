// /scanCodePage: scan a visitor's badge — WeChat's own scanner inside WeChat, the browser camera
// elsewhere — or type the badge code or mobile (always there; the only way without a camera or its
// permission). A scan saves the lead on the phone at once and opens it.
import { Button } from '../../../ui/button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form/form-alert';
import { Page } from '../../../ui/page';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { BackButton } from '../../../ui/back-button';
import { LeadsNav } from '../leads-nav';
import { useLeadsApi } from '../use-lead-book';
import { useLeadTool } from '../use-lead-tool';
import type { CameraProblem } from './camera-scanner';
import { NoPackageWarning } from './no-package-warning';
import { TYPED_CODE_ID, TypedCode } from './typed-code';
import { useCapture } from './use-capture';
import '../../../ui/screen-blocks.css';
import '../leads.css';

const CameraScanner = lazy(() => import('./camera-scanner').then((module) => ({ default: module.CameraScanner })));

const HEADING_ID = 'fp-ld-scan-heading';

export default function ScanScreen() {
  const { t } = useTranslation('leads');
  useLeadTool();
  const { environment } = useShell();
  const api = useLeadsApi();
  const capture = useCapture();
  const failureMessage = useFailureMessage();
  const [camera, setCamera] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const captureScanned = async (code: string) => {
    setAlert(null);
    const outcome = await capture(code);
    if (!outcome.ok) setAlert(failureMessage(outcome.error));
  };
  const wechatScan = useDebouncedSubmit(async () => {
    setProblem(null);
    const scanned = await api.scanBadge.execute({ link: location.href });
    if (scanned.ok) await captureScanned(scanned.value);
    else setProblem(t('scan.wechatFailed'));
  });
  const onProblem = (kind: CameraProblem) => {
    setCamera(false);
    setProblem(t(kind === 'refused' ? 'scan.cameraRefused' : 'scan.cameraUnavailable'));
    // The camera's button went away with the camera: the focus goes to the way that is left, typing.
    document.getElementById(TYPED_CODE_ID)?.focus();
  };

  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/customerPage" />
      <h1 id={HEADING_ID} className="fp-heading">
        {t('title.scan')}
      </h1>
      <p className="fp-note">{t('scan.intro')}</p>
      <NoPackageWarning />
      {environment.isWeChat ? (
        <Button block color="primary" size="large" loading={wechatScan.pending} onClick={wechatScan.submit}>
          {t('scan.wechat')}
        </Button>
      ) : camera ? (
        <>
          <Suspense fallback={<p className="fp-note">{t('scan.cameraStarting')}</p>}>
            <CameraScanner onCode={(code) => void captureScanned(code)} onProblem={onProblem} />
          </Suspense>
          <p className="fp-note" role="status">
            {t('scan.aim')}
          </p>
          <button type="button" className="fp-ld-button" onClick={() => setCamera(false)}>
            {t('scan.stopCamera')}
          </button>
        </>
      ) : (
        <Button
          block
          color="primary"
          size="large"
          onClick={() => {
            setProblem(null);
            setCamera(true);
          }}
        >
          {t('scan.camera')}
        </Button>
      )}
      {problem && (
        <p className="fp-form-alert" role="alert">
          {problem}
        </p>
      )}
      <FormAlert message={alert} />
      <TypedCode onCode={capture} />
      <LeadsNav current="/scanCodePage" />
    </Page>
  );
}
