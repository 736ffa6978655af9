/**
 * The product's HubConnection (docs/architecture.md#the-hub): same-origin /userManagementHub, WebSockets or
 * Server-Sent Events (no long polling), the session cookie sent with credentials, and the
 * product's reconnect delays. This module is the only one that imports @microsoft/signalr, and
 * only the lazily loaded chunk imports it.
 */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection, type IHttpConnectionOptions } from "@microsoft/signalr";
import { HUB_URL, RECONNECT_DELAYS_MS } from "./constants";

export interface UserHubConnectionOptions {
  /** Defaults to the same-origin hub; the Node integration tests give an absolute URL. */
  url?: string;
  /** Node has no cookie jar: tests pass the session cookie here. Browsers send it themselves. */
  headers?: Record<string, string>;
  /** Tests pin one transport; the product lets the client pick (WebSockets first). */
  transport?: HttpTransportType;
  logLevel?: LogLevel;
}

export function buildUserHubConnection(options: UserHubConnectionOptions = {}): HubConnection {
  const http: IHttpConnectionOptions = {
    transport: options.transport ?? HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents,
    withCredentials: true,
    ...(options.headers ? { headers: options.headers } : {}),
  };
  return new HubConnectionBuilder()
    .withUrl(options.url ?? HUB_URL, http)
    .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
    .configureLogging(options.logLevel ?? LogLevel.Warning)
    .build();
}
