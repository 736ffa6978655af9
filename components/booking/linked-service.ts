/**
 * The service a link asked for (`/booking?service=deep-cleaning`, from a service or borough
 * page). It stays in the address bar while it still means something (a reload of a new form
 * opens on the same service); once the customer has answered whether to switch a saved form,
 * it is dropped, so a reload does not ask again.
 */
export function linkedServiceInUrl(): string | null {
  return new URL(window.location.href).searchParams.get("service");
}

export function forgetLinkedService(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("service")) return;
  url.searchParams.delete("service");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
