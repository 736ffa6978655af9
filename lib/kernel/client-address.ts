import type { IncomingMessage } from "node:http";

export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * The address rate limits count against. Without a trusted proxy it is the socket's peer,
 * and any incoming header of the same name is overwritten so a client cannot choose its own.
 * Behind one, it is the hop the proxy appended last to X-Forwarded-For.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers["x-forwarded-for"];
    const list = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded ?? "").split(",").map((part) => part.trim()).filter(Boolean);
    const last = list.at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** Reads the address server.ts stamped on the request (route handlers and next-auth). */
export function addressFromHeaders(headers: Headers | Record<string, string | string[] | undefined>): string {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  const single = Array.isArray(value) ? value[0] : value;
  return single && single.length <= 64 ? single : "unknown";
}
