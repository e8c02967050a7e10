// The few texts whose key is made at run time — an error code's message, a status label, a route's
// title, a field's label by name — go through here, the one place typed keys are set aside. Each such
// family of keys has a test that every key it can make exists (errors: ui/texts/error-messages.test.ts,
// route titles: routes/route-titles.test.ts).
export type TextLookup = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** `t` of any namespace (a TFunction), looked up by a key made at run time. */
export const dynamicText = (t: object): TextLookup => t as TextLookup;
