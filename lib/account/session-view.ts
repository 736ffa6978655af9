/** One signed-in device as the profile shows it (shared by the server and the browser). */
export interface SessionView {
  id: string;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The browser looking at the list. */
  current: boolean;
}
