// The browser camera reading a badge's QR code (outside WeChat). The decoder (@zxing/browser: plain JS,
// no Blob worker for the page's CSP to refuse, no WebAssembly from a CDN, so it works offline) loads
// only when the camera starts. The camera stops as soon as a code is read or the scanner closes. No
// camera, or the permission refused: the caller is told, and typing the code stays the way.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type CameraProblem = 'unavailable' | 'refused';

export interface CameraScannerProps {
  readonly onCode: (code: string) => void;
  readonly onProblem: (problem: CameraProblem) => void;
}

export function CameraScanner({ onCode, onProblem }: CameraScannerProps) {
  const { t } = useTranslation('leads');
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef({ onCode, onProblem });
  latest.current = { onCode, onProblem };
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        latest.current.onProblem('unavailable');
        return;
      }
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (stopped || !video.current) return;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' }, audio: false }, video.current, (result, _error, scanning) => {
          if (!result || stopped) return;
          stopped = true;
          scanning.stop();
          latest.current.onCode(result.getText().trim());
        });
        if (stopped) controls.stop();
        else stop = () => controls.stop();
      } catch (cause) {
        if (stopped) return;
        const name = (cause as { name?: string } | undefined)?.name;
        latest.current.onProblem(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable');
      }
    };
    void start();
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  return (
    <div className="fp-ld-camera">
      <video ref={video} muted playsInline aria-label={t('scan.cameraView')} />
    </div>
  );
}
