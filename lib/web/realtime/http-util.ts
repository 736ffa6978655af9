import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { addressFromHeaders } from "@/lib/kernel/client-address";

/** Parses the request target; only path and query matter (the host is a placeholder). */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(req.url ?? "/", "http://hub.invalid");
}

/** A short plain-text answer; bodies never echo request data. */
export function reply(res: ServerResponse, status: number, text = STATUS_CODES[status] ?? "", headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    "content-length": String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** Refuses an upgrade with a plain HTTP answer; the WebSocket client reports the status. */
export function rejectUpgrade(socket: Duplex, status: number, text = STATUS_CODES[status] ?? ""): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const head =
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n` +
    "Connection: close\r\n" +
    "Content-Type: text/plain; charset=utf-8\r\n" +
    `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n`;
  socket.once("finish", socket.destroy);
  socket.end(head + text);
}

/** Reads a request body up to `limit` bytes; null when it is larger. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > limit) return null;
    chunks.push(bytes);
  }
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  return Buffer.concat(chunks, size);
}

/** Listener for sockets between our hands and ws's: an early reset must not crash the process. */
export function ignoreSocketError(): void {}

/**
 * The client's address: the one server.ts stamped on the request (the proxy's X-Forwarded-For
 * hop when TRUST_PROXY is set), else the socket's peer.
 */
export function clientAddressOf(req: IncomingMessage): string {
  const stamped = addressFromHeaders(req.headers);
  return stamped !== "unknown" ? stamped : (req.socket.remoteAddress ?? "unknown");
}
