// What the server's .ics files share (RFC 5545): UTC times, escaped texts, content lines folded at 75
// octets (never inside a UTF-8 character, continuation lines starting with a space). The contract
// server writes its calendar files itself, a copy of the rule rather than the app's `ics` library.

/** `20260512T013000Z` for an epoch-ms instant. */
export const icsUtc = (at: number): string => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped. */
export const icsText = (text: string): string => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets. */
export function icsFold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A VALARM that shows `description` `minutesBefore` minutes before the event starts (inside a VEVENT). */
export const icsReminder = (minutesBefore: number, description: string): string[] => [
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  `DESCRIPTION:${icsText(description)}`,
  `TRIGGER:-PT${Math.max(0, Math.round(minutesBefore))}M`,
  'END:VALARM',
];
