// The shell's texts of ONE language: every screen needs `common` and `errors`, the first screen the landing
// area's `registration` too, but a visit needs only its own language's, so each language is a chunk of its
// own and the other one is fetched when the visitor switches (i18n.ts awaits it before the switch, so no
// key ever shows). Started by main.ts at once, in parallel with the config reads, so the first screen does
// not wait for it after them.
export type ShellTexts = Readonly<{ common: Record<string, unknown>; errors: Record<string, unknown>; registration: Record<string, unknown> }>;

const LOADERS: Readonly<Record<'zh' | 'en', () => Promise<ShellTexts>>> = {
  zh: () => import('./zh'),
  en: () => import('./en'),
};

const loading = new Map<string, Promise<ShellTexts>>();

/** One fetch per language per page; a failed fetch is forgotten so the next call tries again. */
export function loadShellTexts(language: 'zh' | 'en'): Promise<ShellTexts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = LOADERS[language]();
    loading.set(language, texts);
    texts.catch(() => loading.delete(language));
  }
  return texts;
}

export const isShellNamespace = (namespace: string): namespace is keyof ShellTexts =>
  namespace === 'common' || namespace === 'errors' || namespace === 'registration';
