// Where each text namespace beyond the shell's is fetched from: every feature keeps its texts beside its
// screens (features/<area>/texts/{zh,en}.json, namespace = the folder's name), the shared components theirs
// in ui/texts/<ns>/ (e.g. `keep` for ui/keep-file.tsx). This table is itself fetched on the first such
// namespace (i18n.ts), so the first screen, whose texts come with the shell's, carries no list of them.
// The login's (`registration`) come with the shell's (shell-texts/): listed here too, they would be a chunk
// of their own beside the shell's, one more file in the first load.
const featureTexts = import.meta.glob<{ default: Record<string, unknown> }>(['../features/*/texts/*.json', '!../features/registration/texts/*.json']);
const sharedTexts = import.meta.glob<{ default: Record<string, unknown> }>(['../ui/texts/*/*.json', '!../ui/texts/common/*.json', '!../ui/texts/errors/*.json']);

/** The namespaces the features bring, the login's (with the shell's) included: for the parity test. */
export const FEATURE_NAMESPACES: readonly string[] = [...new Set(['registration', ...Object.keys(featureTexts).map((file) => file.split('/')[2]!)])].sort();

/** The loader of `namespace`'s texts in `language`, if the app has them. */
export const textFileOf = (language: string, namespace: string): (() => Promise<{ default: Record<string, unknown> }>) | undefined =>
  featureTexts[`../features/${namespace}/texts/${language}.json`] ?? sharedTexts[`../ui/texts/${namespace}/${language}.json`];
