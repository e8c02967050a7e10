// The state of a spreadsheet import, whatever its rows: the file read into rows with their spreadsheet
// row numbers, each bad row's problems, a row changed in place, the good rows, a server's refusal put
// on its row, and the rows still bad kept (renumbered from 0) once the good ones went in. The results'
// heading takes the focus each time the rows are shown.
import { useEffect, useRef, useState } from 'react';

export interface ImportSheet<V, E> {
  readonly rows: readonly V[];
  /** Each row's number in the spreadsheet. */
  readonly lines: readonly number[];
  readonly errors: ReadonlyMap<number, E>;
}

/** What a domain reader makes of a file's text. */
export type SheetRead<V, P extends string> = { readonly rows: readonly { readonly values: V; readonly line: number }[] } | { readonly problem: P };

export function useSheetImport<V extends object, E>() {
  const [sheet, setSheet] = useState<ImportSheet<V, E> | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [focusResults, setFocusResults] = useState(0);
  useEffect(() => {
    if (focusResults > 0) resultsRef.current?.focus();
  }, [focusResults]);

  /** Shows rows checked, with the sentence that counts them, and moves the focus to the results. */
  const show = (next: ImportSheet<V, E>, sentence: string) => {
    setSheet(next);
    setStatus(sentence);
    setFocusResults((n) => n + 1);
  };

  /** Reads a chosen file; its rows, or null (nothing chosen, or the problem shown). */
  const readFile = async <P extends string>(file: File | undefined, read: (text: string) => SheetRead<V, P>, problemText: (problem: P) => string) => {
    setStatus(null);
    setAlert(null);
    setSheet(null);
    if (!file) return null;
    const result = read(await file.text());
    if ('problem' in result) {
      setAlert(problemText(result.problem));
      return null;
    }
    return { rows: result.rows.map((row) => row.values), lines: result.rows.map((row) => row.line) };
  };

  const change = (index: number, field: keyof V & string, value: string) =>
    setSheet((now) => (now ? { ...now, rows: now.rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)) } : now));

  const good = sheet ? sheet.rows.flatMap((_, index) => (sheet.errors.has(index) ? [] : [index])) : [];

  /** A refusal from the server about one row, put on that row to fix in place. */
  const refuseRow = (index: number, errors: E) => setSheet((now) => (now ? { ...now, errors: new Map(now.errors).set(index, errors) } : now));

  /** After the good rows went in: keeps the rows still to fix; how many. */
  const keepBad = (): number => {
    if (!sheet) return 0;
    const left = sheet.rows.flatMap((_, index) => (sheet.errors.has(index) ? [index] : []));
    setSheet(left.length === 0 ? null : { rows: left.map((i) => sheet.rows[i]!), lines: left.map((i) => sheet.lines[i]!), errors: new Map(left.map((i, n) => [n, sheet.errors.get(i)!])) });
    return left.length;
  };

  return { sheet, alert, setAlert, status, setStatus, pending, setPending, resultsRef, show, readFile, change, good, refuseRow, keepBad };
}
