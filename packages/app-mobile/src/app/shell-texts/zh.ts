// The shell's Chinese texts (ui/texts/common, the general failure's message and the login's texts) as one chunk: index.html preloads it, as
// Chinese is the default language (vite.config.ts).
export { default as common } from '../../ui/texts/common/zh.json';
// Of the shared codes' messages (kept with the codes in the domain, the one source the SDK ships too), only
// the general failure's: said while a code's own words are on their way (ui/use-error-message.ts). The
// others come after the first paint (ui/shared-error-texts.ts, addSharedErrorTexts).
export { default as errors } from '../../../../domain/src/errors/general-failure.zh.json';
// The landing area's texts (the login and its neighbours), so the first screen asks for no other file.
export { default as registration } from '../../features/registration/texts/zh.json';
