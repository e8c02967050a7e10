// The shell's Chinese texts (ui/texts/common, the shared error messages and the login's texts) as one chunk: index.html preloads it, as
// Chinese is the default language (vite.config.ts).
export { default as common } from '../../ui/texts/common/zh.json';
// The shared codes' messages are kept with the codes in the domain (the one source the SDK ships too).
export { default as errors } from '../../../../domain/src/errors/error-messages.zh.json';
// The landing area's texts (the login and its neighbours), so the first screen asks for no other file.
export { default as registration } from '../../features/registration/texts/zh.json';
