/**
 * The lazily loaded real-time chunk: RealtimeProvider imports it with import() only once a user
 * is signed in, so visitors never download @microsoft/signalr.
 */
import { buildUserHubConnection } from "./hub-connection";
import { RealtimeClient, type RealtimeClientOptions } from "./realtime-client";

export type { RealtimeClient } from "./realtime-client";

/** A client on the product's connection to the same-origin hub. */
export function createBrowserRealtimeClient(options: Omit<RealtimeClientOptions, "connection">): RealtimeClient {
  return new RealtimeClient({ ...options, connection: buildUserHubConnection() });
}
