// The two ticks every login/registration form requires (spec §5).
import { Ticked } from './rule.decorators';

export class ConsentInput {
  @Ticked('VALIDATION.PRIVACY_NOT_ACCEPTED')
  privacyAccepted!: boolean;

  @Ticked('VALIDATION.INITIATIVE_NOT_ACCEPTED')
  initiativeAccepted!: boolean;
}
