// The shell's English texts (ui/texts: common and errors) as one chunk, fetched at boot for an English
// visit and when a Chinese page switches to English.
export { default as common } from '../../ui/texts/common/en.json';
export { default as errors } from '../../ui/texts/errors/en.json';
