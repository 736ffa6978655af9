import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";

export const HUB_PATH = "/userManagementHub";

/** The real-time door of server.ts: every request and upgrade under the hub path comes here. */
export interface RealtimeHub {
  owns(pathname: string): boolean;
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export function ownsHubPath(pathname: string): boolean {
  return pathname === HUB_PATH || pathname.startsWith(`${HUB_PATH}/`);
}

/**
 * Until the hub speaks the SignalR protocol it answers like an absent endpoint, which the
 * official client reports as "not a SignalR endpoint".
 */
export function createRealtimeHub(): RealtimeHub {
  return {
    owns: ownsHubPath,
    handleRequest(_req, res) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not Found");
    },
    handleUpgrade(_req, socket) {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    },
    close: async () => undefined,
  };
}
