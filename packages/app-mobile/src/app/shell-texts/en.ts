// The shell's English texts (ui/texts/common, the general failure's message and the login's texts) as one chunk, fetched at boot for an English
// visit and when a Chinese page switches to English.
export { default as common } from '../../ui/texts/common/en.json';
// Of the shared codes' messages (kept with the codes in the domain, the one source the SDK ships too), only
// the general failure's: said while a code's own words are on their way (ui/use-error-message.ts). The
// others come after the first paint (ui/shared-error-texts.ts, addSharedErrorTexts).
export { default as errors } from '../../../../domain/src/errors/general-failure.en.json';
// The landing area's texts (the login and its neighbours), so the first screen asks for no other file.
export { default as registration } from '../../features/registration/texts/en.json';
