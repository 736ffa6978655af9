import { NotFoundSection, notFoundMetadata } from "@/components/site/errors/NotFoundSection";

export const metadata = notFoundMetadata("es");

/** A Spanish address no page answers, in Spanish and inside the Spanish frame (app/es/[...missing]). */
export default function SpanishNotFound() {
  return <NotFoundSection locale="es" />;
}
