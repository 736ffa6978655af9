import { notFound } from "next/navigation";

/**
 * Every /es address without a Spanish page: answered by app/es/not-found.tsx, so a missing
 * Spanish page is a Spanish 404 in the Spanish frame rather than the English one.
 */
export default function SpanishPageMissing(): never {
  notFound();
}
