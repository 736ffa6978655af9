/**
 * The shapes kept in jsonb columns. The platform knows no domain, so the domain that owns a
 * shape adds it here where it defines it, by declaration merging (as types/next-auth.d.ts adds
 * to next-auth's Session):
 *
 *   declare module "@/lib/platform/db/schema/json-documents" {
 *     interface JsonDocuments { quote: Quote }
 *   }
 *
 * A column then reads `jsonb("quote").$type<JsonDocuments["quote"]>()`: the import runs from the
 * domain down to the schema, and the column still carries the domain's exact type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the domains, see above
export interface JsonDocuments {}
