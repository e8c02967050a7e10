// Comma-separated values as RFC 4180 writes them, and as WPS and Excel save them, shared by the areas that
// read and write spreadsheets (a group's members, issue 29; a company's staff for their passes, issue 31):
// fields split by commas, records by CRLF or LF; a field in double
// quotes may hold commas, line breaks and doubled quotes (""). A UTF-8 byte order mark before the first
// field is dropped. Small and hand-written: a library for this would be the larger part of the screen.

/** The UTF-8 byte order mark Excel needs to read a CSV's Chinese as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** The records of `text`, each a list of its fields as written (quotes removed); blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  while (i < source.length) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' && source[i + 1] === '\n') {
      endRecord();
      i += 1;
    } else if (char === '\n' || char === '\r') endRecord();
    else field += char;
    i += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** One field as written: quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Records as CSV text, CRLF after each record (RFC 4180), without the byte order mark. */
export const toCsv = (records: readonly (readonly string[])[]): string => records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
