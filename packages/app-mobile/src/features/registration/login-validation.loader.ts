// The one door to the lazy validation chunk of the login forms (login-validation.ts). Once loaded (the
// login page warms it after its paint, before anyone can submit) checks run synchronously, so their
// messages show within the click; a check before that waits for the chunk.
import type { FieldErrors } from '@fairpass/domain';
import { checksOnDemand } from '../../ui/form/checks-on-demand';

type Chunk = typeof import('./login-validation');
type InputClassName = Exclude<keyof Chunk, 'validateInput'>;

const checks = checksOnDemand(() => import('./login-validation'));

/** A login form's `validate`: the named domain input class's checks. */
export const validateBy =
  (input: InputClassName) =>
  (values: Readonly<Record<string, unknown>>): FieldErrors | Promise<FieldErrors> =>
    checks.run((chunk) => chunk.validateInput<object>(chunk[input], values));

/** For useEffect: starts loading the chunk after the screen has painted. */
export const warmLoginValidation = (): (() => void) => checks.warm();
