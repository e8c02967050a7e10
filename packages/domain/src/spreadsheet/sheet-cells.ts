// Reading a spreadsheet someone filled in (WPS, Excel, Numbers saved as CSV): a cell as they typed it,
// and a header cell naming a column in Chinese, English or both ("姓名", "Name", "姓名 Name"), whatever
// spaces, case, slashes or brackets they added.

/** A column of a sheet: the field it fills and its names in both languages. */
export interface SheetColumn<F extends string> {
  readonly field: F;
  readonly zh: string;
  readonly en: string;
}

/** The text without case, spaces, slashes, brackets, dashes or underscores, for comparing names. */
export const squeezeName = (text: string): string => text.toLowerCase().replace(/[\s/()（）_-]/g, '');

/** A cell as typed, without what spreadsheets add to keep digits as text (`="…"`, a leading `'`). */
export const cellText = (cell: string | undefined): string => {
  const text = (cell ?? '').trim();
  const formula = /^="(.*)"$/.exec(text);
  return (formula?.[1] ?? text.replace(/^'/, '')).trim();
};

/** The field a header cell names among `columns` (by its key, Chinese, English or both), if any. */
export function fieldOfHeader<F extends string>(columns: readonly SheetColumn<F>[], cell: string): F | undefined {
  const key = squeezeName(cellText(cell));
  return columns.find((c) => [c.field, c.zh, c.en, `${c.zh}${c.en}`].some((name) => squeezeName(name) === key))?.field;
}
