// The wallet is an offline pack (issue 33, build/offline-packs.ts): once a buyer opens a ticketing screen,
// its screens are kept on the phone, so the ticket opens at the gate with no network (docs/offline-wallet.md).
export const offlinePack = 'ticketing';
