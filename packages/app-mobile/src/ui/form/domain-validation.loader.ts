// The one door to the lazy validation chunk (domain-validation.ts): checks await it on first use, and a
// screen with such a form warms it shortly after it has painted, before anyone can submit.
import type { FieldErrors } from '@fairpass/domain';
import { afterNextPaint, WARM_UP_DELAY_MS } from '../after-next-paint';

type Chunk = typeof import('./domain-validation');
export type InputClassName = Exclude<keyof Chunk, 'validateInput'>;

export const loadDomainValidation = (): Promise<Chunk> => import('./domain-validation');

/** A form's `validate`: the named domain input class's checks, loaded on first use. */
export const validateBy =
  (input: InputClassName) =>
  async (values: Readonly<Record<string, unknown>>): Promise<FieldErrors> => {
    const chunk = await loadDomainValidation();
    return chunk.validateInput<object>(chunk[input], values);
  };

/** For useEffect: starts loading the chunk after the screen has painted. */
export function warmDomainValidation(): () => void {
  return afterNextPaint(() => void loadDomainValidation(), WARM_UP_DELAY_MS);
}
