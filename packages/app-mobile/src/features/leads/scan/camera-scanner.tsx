// The browser camera reading a badge's QR code (outside WeChat): the back camera's frames, a few a
// second, scaled down onto a canvas and read by jsQR (plain JS: no worker for the page's CSP to refuse,
// no WebAssembly from a CDN, so it works offline; 45 KiB gzip against @zxing/browser's 120). The decoder
// loads only when the camera starts, and the camera stops as soon as a code is read or the scanner
// closes. No camera, or the permission refused: the caller is told, and typing the code stays the way.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type CameraProblem = 'unavailable' | 'refused';

export interface CameraScannerProps {
  readonly onCode: (code: string) => void;
  readonly onProblem: (problem: CameraProblem) => void;
}

/** Frames read per second: enough to feel instant, little enough to leave the page responsive. */
const SCAN_INTERVAL_MS = 200;
/** A badge's QR fills much of the picture: 640 px across reads it and keeps each try short. */
const MAX_WIDTH = 640;

export function CameraScanner({ onCode, onProblem }: CameraScannerProps) {
  const { t } = useTranslation('leads');
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef({ onCode, onProblem });
  latest.current = { onCode, onProblem };
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        latest.current.onProblem('unavailable');
        return;
      }
      try {
        const [{ default: readQr }, media] = await Promise.all([import('jsqr'), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })]);
        stream = media;
        const element = video.current;
        if (stopped || !element) return stop();
        element.srcObject = media;
        await element.play();
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d', { willReadFrequently: true });
        const scan = () => {
          if (stopped || !context) return;
          if (element.videoWidth > 0) {
            const scale = Math.min(1, MAX_WIDTH / element.videoWidth);
            canvas.width = Math.round(element.videoWidth * scale);
            canvas.height = Math.round(element.videoHeight * scale);
            context.drawImage(element, 0, 0, canvas.width, canvas.height);
            const frame = context.getImageData(0, 0, canvas.width, canvas.height);
            const found = readQr(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
            const code = found?.data.trim();
            if (code) {
              stop();
              latest.current.onCode(code);
              return;
            }
          }
          timer = setTimeout(scan, SCAN_INTERVAL_MS);
        };
        scan();
      } catch (cause) {
        if (stopped) return;
        stop();
        const name = (cause as { name?: string } | undefined)?.name;
        latest.current.onProblem(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'unavailable');
      }
    };
    void start();
    return stop;
  }, []);
  return (
    <div className="fp-ld-camera">
      <video ref={video} muted playsInline aria-label={t('scan.cameraView')} />
    </div>
  );
}
