/**
 * A full page load rather than a client-side transition: after signing in or out every part
 * of the page (header, offers, the real-time connection) must start again with the new session.
 */
export function fullPageNavigation(url: string): void {
  window.location.assign(url);
}
