// Screens the domain's decisions can already lead to but that have no screen yet. The coming issues
// build them and take them off this list; a test fails when a decision leads to a route that is neither
// built nor listed here, and when a listed route has a screen.
import type { PlainRoutePath } from '@fairpass/domain';

export const PENDING_ROUTES: readonly PlainRoutePath[] = [];
