// The one door to the lazy validation chunk (see login-validation.ts): forms await it on first use, the
// login page warms it shortly after it has painted, and the bundler keeps class-validator out of the first screen.
import { afterNextPaint, WARM_UP_DELAY_MS } from '../../ui/after-next-paint';

export const loadLoginValidation = () => import('./login-validation');

/** Starts loading the validation chunk after the login page has painted (before anyone can submit). */
export function warmLoginValidation(): () => void {
  return afterNextPaint(() => void loadLoginValidation(), WARM_UP_DELAY_MS);
}
