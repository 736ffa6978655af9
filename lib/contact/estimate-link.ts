/**
 * The contact page's address for a free estimate of this service and size, which the contact
 * form reads back (estimate-prefill.ts). Apart from it so the booking bundle takes no contact code.
 */
export function estimateHref(service: string, squareFeet: number | null): string {
  const params = new URLSearchParams({ service });
  if (squareFeet !== null) params.set("squareFeet", String(squareFeet));
  return `/contact?${params.toString()}`;
}
