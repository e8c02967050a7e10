// The VIP invitation form's checks (the domain's vipInviteErrors, with class-validator): fetched after
// the form's paint (ui/form/checks-on-demand.ts).
export { vipInviteErrors } from '@fairpass/domain/exhibitor-guests';
