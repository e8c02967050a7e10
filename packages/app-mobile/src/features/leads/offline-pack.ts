// The lead tool is an offline pack (issue 33, build/offline-packs.ts): once a staff member opens any of its
// screens, all of them are kept on the phone, so a booth with no network can still capture and sync later.
export const offlinePack = 'leads';
