// Loaded on demand (loadAfterLoginChoice): the domain's rule of where a login with a target goes on
// (issue 27) travels only when a visitor asked for a screen before logging in, not on every first screen.
export { afterLoginChoice } from '@fairpass/domain';
