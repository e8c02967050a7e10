// The invitation form's checks (the domain's invitationErrors, with class-validator): fetched after the
// form's paint (ui/form/checks-on-demand.ts).
export { invitationErrors } from '@fairpass/domain/reach';
