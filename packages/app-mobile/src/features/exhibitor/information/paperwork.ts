// Which modules the paperwork (information) page and the company card's to-dos cover.
import { moduleAllowed, type ExhibitorModule } from '@fairpass/domain/exhibitor';

export const PAPERWORK_MODULES: readonly ExhibitorModule[] = ['journal', 'board', 'manual', 'logo'];

/** True when the login may hand in any of the paperwork. */
export const paperworkAllowed = (permissions: readonly ExhibitorModule[]): boolean =>
  PAPERWORK_MODULES.some((module) => moduleAllowed(permissions, module));
