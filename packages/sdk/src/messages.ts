// `@fairpass/sdk/messages`: the zh and en words of every error code, the texts the fairpass app shows
// (one source, kept with the codes in @fairpass/domain), and `messageOf(error, language)` to word a
// failure with its params filled. A separate entry: the core never loads the texts (about 14 KiB gzip; pnpm sdk:check measures it).
export { errorTexts, messageOf, type MessageLanguage, type MessageSubject } from '@fairpass/domain/messages';
