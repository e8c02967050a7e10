// Page title rule of spec §2: the route's title, else the stored registration-page title, else the
// default registration-system title. The app translates the result: route titles and the default are
// i18n keys, and a stored exhibition title that is no key passes through the translator unchanged.

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

export const pageTitle = (
  routeTitle: string | null | undefined,
  storedTitle: string | null | undefined,
  defaultKey: string,
): string => {
  if (present(routeTitle)) return routeTitle.trim();
  if (present(storedTitle)) return storedTitle.trim();
  return defaultKey;
};
