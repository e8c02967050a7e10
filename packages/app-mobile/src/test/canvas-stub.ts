// jsdom draws nothing on a canvas: a stub that takes any drawing and answers with a PNG, so a component
// that shows a drawn picture (ui/qr-image.tsx) can be tested. Restore with vi.restoreAllMocks().
import { vi } from 'vitest';

export const STUB_PNG = 'data:image/png;base64,iVBORw0KGgo=';

export function stubCanvasDrawing(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => new Proxy({}, { get: (_target, name) => (name === 'canvas' ? undefined : () => undefined) }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(STUB_PNG);
}
