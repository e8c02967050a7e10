// The shell's Chinese texts (ui/texts: common and errors) as one chunk: index.html preloads it, as
// Chinese is the default language (vite.config.ts).
export { default as common } from '../../ui/texts/common/zh.json';
export { default as errors } from '../../ui/texts/errors/zh.json';
