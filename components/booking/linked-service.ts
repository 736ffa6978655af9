/**
 * The service a link asked for (`/booking?service=deep-cleaning`, from a service or borough
 * page), read once and then removed from the address bar, so a reload or a bookmark does not
 * ask again about a choice already made.
 */
export function takeLinkedService(): string | null {
  const url = new URL(window.location.href);
  const service = url.searchParams.get("service");
  if (service === null) return null;
  url.searchParams.delete("service");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return service;
}
