// The one door to the lazy validation chunk of the login forms (login-validation.ts). Once loaded (the
// login page warms it after its paint, before anyone can submit) checks run synchronously, so their
// messages show within the click; a check before that waits for the chunk.
import type { FieldErrors } from '@fairpass/domain';
import { afterNextPaint, WARM_UP_DELAY_MS } from '../../ui/after-next-paint';

type Chunk = typeof import('./login-validation');
type InputClassName = Exclude<keyof Chunk, 'validateInput'>;

let loaded: Chunk | undefined;

export const loadLoginValidation = async (): Promise<Chunk> => (loaded ??= await import('./login-validation'));

/** A login form's `validate`: the named domain input class's checks. */
export const validateBy =
  (input: InputClassName) =>
  (values: Readonly<Record<string, unknown>>): FieldErrors | Promise<FieldErrors> => {
    const run = (chunk: Chunk) => chunk.validateInput<object>(chunk[input], values);
    return loaded ? run(loaded) : loadLoginValidation().then(run);
  };

/** For useEffect: starts loading the chunk after the screen has painted. */
export function warmLoginValidation(): () => void {
  return afterNextPaint(() => void loadLoginValidation(), WARM_UP_DELAY_MS);
}
