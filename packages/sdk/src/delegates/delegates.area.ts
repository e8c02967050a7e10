import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { DELEGATES_TOKENS } from './delegates.tokens';
import { FetchDelegateUseCase } from './fetch-delegate.use-case';
import { FetchTeamUseCase } from './fetch-team.use-case';
import { HttpDelegatesGateway } from './http-delegates.gateway';
import { ListDelegatesUseCase } from './list-delegates.use-case';
import { RegisterDelegateUseCase } from './register-delegate.use-case';
import { SubmitTeamUseCase } from './submit-team.use-case';

/** The delegates area's operations, by the names callers use. */
export const DELEGATES_OPERATIONS = {
  fetchTeam: FetchTeamUseCase,
  submitTeam: SubmitTeamUseCase,
  listDelegates: ListDelegatesUseCase,
  fetchDelegate: FetchDelegateUseCase,
  registerDelegate: RegisterDelegateUseCase,
} as const;

/** The delegates area: registering others — a team, one person by help, a group's or colleagues' business cards. */
export const delegatesArea = defineArea({
  name: 'delegates',
  module: new ContainerModule(({ bind }) => {
    bind(DELEGATES_TOKENS.Gateway).to(HttpDelegatesGateway).inSingletonScope();
  }),
  operations: DELEGATES_OPERATIONS,
});
