// Query-string parsing and building (application/x-www-form-urlencoded, as browsers send links).

const decode = (text: string): string => {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A stray '%' in a shared link must not break the entry: keep the text as written.
    return spaced;
  }
};

/** Parses 'a=1&b=2'. The first occurrence of a repeated name wins, as URLSearchParams.get does. */
export const parseQueryString = (search: string): Record<string, string> => {
  // No prototype: a link naming '__proto__' or 'constructor' stays an ordinary parameter.
  const result = Object.create(null) as Record<string, string>;
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decode(eq === -1 ? pair : pair.slice(0, eq));
    if (name === '' || name in result) continue;
    result[name] = decode(eq === -1 ? '' : pair.slice(eq + 1));
  }
  return result;
};

/** Builds 'a=1&b=2' (no leading '?'); keys keep their insertion order. */
export const buildQueryString = (query: Readonly<Record<string, string>>): string =>
  Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
