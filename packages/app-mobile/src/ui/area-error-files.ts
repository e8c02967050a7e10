// The table of the areas' error text files (with ui/area-error-texts.ts, which is fetched on first need,
// so the first screen carries no line of it): each domain area's `<area>-messages.{zh,en}.json`,
// found on disk, with the app namespace that brings it.

type Texts = { default: Record<string, string> };

// Vite globs the domain's source folders (a path, as a glob takes no package name); each file is its own
// chunk, named from the domain's src/ (`./leads/leads-messages.zh.json`).
const FILES = import.meta.glob<Texts>(['./*/*-messages.*.json', '!./errors/*'], { base: '../../../domain/src' });

export interface ErrorTextFile {
  /** The app's text namespace that brings it (a feature's, or a shared one of ui/texts): the area's name. */
  readonly namespace: string;
  /** The domain area whose codes it words. */
  readonly area: string;
  readonly language: string;
  readonly load: () => Promise<Texts>;
}

/** `./exhibitor-people/exhibitor-people-messages.zh.json` → area exhibitor-people, zh. */
const fileOf = (path: string, load: () => Promise<Texts>): ErrorTextFile => {
  const parts = path.split('/');
  const area = parts.at(-2)!;
  const language = parts.at(-1)!.slice(`${area}-messages.`.length).replace(/\.json$/, '');
  return { namespace: area, area, language, load };
};

export const TEXT_FILES: readonly ErrorTextFile[] = Object.entries(FILES).map(([path, load]) => fileOf(path, load));

/** The areas that have error texts, and the namespace whose folder holds each (for the tests). */
export const ERROR_TEXT_AREAS: ReadonlyMap<string, string> = new Map(
  [...TEXT_FILES].sort((a, b) => (a.area < b.area ? -1 : a.area > b.area ? 1 : 0)).map((file) => [file.area, file.namespace]),
);
