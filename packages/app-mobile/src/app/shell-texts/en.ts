// The shell's English texts (ui/texts/common, the shared error messages and the login's texts) as one chunk, fetched at boot for an English
// visit and when a Chinese page switches to English.
export { default as common } from '../../ui/texts/common/en.json';
// The shared codes' messages are kept with the codes in the domain (the one source the SDK ships too).
export { default as errors } from '../../../../domain/src/errors/error-messages.en.json';
// The landing area's texts (the login and its neighbours), so the first screen asks for no other file.
export { default as registration } from '../../features/registration/texts/en.json';
