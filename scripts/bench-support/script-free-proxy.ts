/**
 * The content floor of `npm run bench:lighthouse` (docs/operations.md#page-weight): our own
 * pages as HTML and CSS alone. A small HTTP server on 127.0.0.1 passes every request to our
 * production server; an HTML document comes back without its scripts (./strip-scripts.ts),
 * encoded again as our server encoded it, and everything else (CSS, fonts, images) comes back
 * as it was. The document is read whole before it is sent, so it arrives in one piece where our
 * server streams it; for a prerendered page both are one chunk.
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, deflate, gunzip, gzip, inflate } from "node:zlib";
import { stripScripts } from "./strip-scripts";

export interface ScriptFreeProxy {
  /** http://127.0.0.1:port; a path here is the same path of the target without scripts. */
  url: string;
  close(): Promise<void>;
}

type Codec = { decode: (body: Buffer) => Promise<Buffer>; encode: (body: Buffer) => Promise<Buffer> };
const CODECS: Record<string, Codec> = {
  identity: { decode: async (body) => body, encode: async (body) => body },
  gzip: { decode: promisify(gunzip), encode: promisify(gzip) },
  deflate: { decode: promisify(inflate), encode: promisify(deflate) },
  br: { decode: promisify(brotliDecompress), encode: promisify(brotliCompress) },
};

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.once("end", () => resolve(Buffer.concat(chunks)));
    stream.once("error", reject);
  });
}

/** The document without scripts, in the encoding it came in. */
async function scriptFreeDocument(body: Buffer, codec: Codec): Promise<Buffer> {
  const html = (await codec.decode(body)).toString("utf8");
  return codec.encode(Buffer.from(stripScripts(html), "utf8"));
}

async function answer(upstream: IncomingMessage, response: ServerResponse, target: URL, proxyUrl: string): Promise<void> {
  const headers: IncomingHttpHeaders = { ...upstream.headers };
  // A redirect within the site stays on the proxy.
  if (typeof headers.location === "string" && headers.location.startsWith(target.origin)) headers.location = proxyUrl + headers.location.slice(target.origin.length);
  const isHtml = /^text\/html\b/i.test(upstream.headers["content-type"] ?? "");
  const codec = CODECS[(upstream.headers["content-encoding"] ?? "identity").toLowerCase()];
  if (!isHtml || !codec) {
    response.writeHead(upstream.statusCode ?? 502, headers);
    upstream.pipe(response);
    return;
  }
  const body = await scriptFreeDocument(await readBody(upstream), codec);
  delete headers["transfer-encoding"];
  headers["content-length"] = String(body.length);
  response.writeHead(upstream.statusCode ?? 502, headers);
  response.end(body);
}

/** Starts the proxy in front of `targetUrl` (an origin such as http://127.0.0.1:3000). */
export async function startScriptFreeProxy(targetUrl: string): Promise<ScriptFreeProxy> {
  const target = new URL(targetUrl);
  let proxyUrl = "";
  const server = createServer((incoming, response) => {
    const forward = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
      (upstream) => {
        answer(upstream, response, target, proxyUrl).catch((error: unknown) => {
          response.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      },
    );
    forward.once("error", (error) => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(`script-free proxy: ${error.message}`);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  proxyUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: proxyUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
