import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The most any /api/* request may send. The largest handler is the profile picture upload
 * (5 MiB plus multipart overhead); every handler also caps its own body, far lower for JSON.
 * This cap stops a huge body before Next buffers a byte of it.
 */
export const API_BODY_CAP_BYTES = 6 * 1024 * 1024;

const TOO_LARGE = JSON.stringify({ error: "The request is too large." });

function refuse(res: ServerResponse): void {
  if (res.headersSent || res.writableEnded) return;
  // The rest of the body is not read: the connection ends after this answer.
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(TOO_LARGE), connection: "close" });
  res.end(TOO_LARGE);
}

/**
 * Caps the body of an API request. A declared Content-Length over the cap is answered 413
 * before anything is read (returns true: the request is handled). A body without one (chunked)
 * is counted as the parser hands it over; once it passes the cap nothing more reaches the
 * handler, which never sees an end of body (so it cannot act on a truncated one), the client
 * gets 413 and the connection is closed.
 */
export function capApiRequestBody(req: IncomingMessage, res: ServerResponse, pathname: string, capBytes = API_BODY_CAP_BYTES): boolean {
  if (!pathname.startsWith("/api/")) return false;
  const declared = req.headers["content-length"];
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > capBytes) {
    refuse(res);
    return true;
  }
  if (declared !== undefined) return false; // Node's parser never delivers more than declared.
  let received = 0;
  let cut = false;
  // The HTTP parser delivers body bytes through push(); counting there sees them before any
  // reader does, without taking the stream out of the handler's hands.
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (cut) return false;
    if (Buffer.isBuffer(chunk)) {
      received += chunk.length;
      if (received > capBytes) {
        cut = true;
        refuse(res);
        res.once("finish", () => req.socket.destroy());
        if (res.writableFinished) req.socket.destroy();
        return false;
      }
    }
    return push(chunk, encoding);
  };
  return false;
}
