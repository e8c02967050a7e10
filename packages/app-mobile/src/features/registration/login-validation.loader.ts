// The one door to the lazy validation chunk (see login-validation.ts): forms await it on first use, the
// login page warms it after painting, and the bundler keeps class-validator out of the first screen.
export const loadLoginValidation = () => import('./login-validation');

/** Starts loading the validation chunk when the browser is idle after the first paint. */
export function warmLoginValidation(): () => void {
  const warm = () => void loadLoginValidation();
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(warm, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(warm, 1500);
  return () => clearTimeout(id);
}
