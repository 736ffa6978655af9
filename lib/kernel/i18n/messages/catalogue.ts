/**
 * The shape every language's catalogue must have: the English catalogue's keys, nested the
 * same way, each with a string. English is written `as const`, so its literal strings give
 * next-intl the values each message takes; another language only has to match the keys.
 * A missing or extra key in Spanish fails the type check.
 */
export type Catalogue<Source> = { [Key in keyof Source]: Source[Key] extends string ? string : Catalogue<Source[Key]> };
