// The domain's next-step tables and decision, in a chunk of its own: fetched by the first next step (after
// a login, or a returning visitor's link), never by a login screen waiting for its first tap (issue 33).
export { decideNextStep } from '@fairpass/domain';
