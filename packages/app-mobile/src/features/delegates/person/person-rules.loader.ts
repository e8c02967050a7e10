// The one door to the lazy rules chunk of the person and card forms (person-rules.ts). Once loaded (each
// form warms it after its paint, before anyone can submit) checks run synchronously, so their messages
// show within the click; a check before that waits for the chunk.
import type { FieldErrors, FormField } from '@fairpass/domain';
import type { BusinessCardForm, OthersType, PersonForm } from '@fairpass/domain/delegates';
import { afterNextPaint, WARM_UP_DELAY_MS } from '../../../ui/after-next-paint';

type Chunk = typeof import('./person-rules');

let loaded: Chunk | undefined;

const loadPersonRules = async (): Promise<Chunk> => (loaded ??= await import('./person-rules'));

const withRules = <T>(run: (chunk: Chunk) => T): T | Promise<T> => (loaded ? run(loaded) : loadPersonRules().then(run));

/** The domain's personFormErrors, now or once its chunk is in. */
export const personErrorsOf = (fields: readonly FormField[], form: PersonForm): FieldErrors | Promise<FieldErrors> =>
  withRules((chunk) => chunk.personFormErrors(fields, form));

/** The domain's businessCardErrors, now or once its chunk is in. */
export const cardErrorsOf = (type: OthersType, card: BusinessCardForm): FieldErrors | Promise<FieldErrors> => withRules((chunk) => chunk.businessCardErrors(type, card));

/** For useEffect: starts loading the rules after the screen has painted. */
export function warmPersonRules(): () => void {
  return afterNextPaint(() => void loadPersonRules(), WARM_UP_DELAY_MS);
}
