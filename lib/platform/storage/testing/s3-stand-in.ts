import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small S3-compatible server for tests: PutObject, GetObject, DeleteObject and ListObjectsV2
 * (two keys a page, so the client's paging is exercised) on path-style
 * addresses (`/bucket/key`), as `@aws-sdk/client-s3` sends them, so the real client is exercised
 * end to end. It insists on what a real server insists on: a SigV4 Authorization header naming
 * the access key, the declared content hash, and a plain body (no aws-chunked encoding, which
 * it does not speak). s3rver was not used: its last release (3.7.1, 2021) predates the SDK's
 * checksum trailers and pulls in Koa and busboy 0.3 for this one test.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  /** What is stored; a test may move an object's `storedAt` back to make it old. */
  objects: Map<string, StoredInStandIn>;
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

interface StoredInStandIn {
  data: Buffer;
  contentType: string;
  storedAt: Date;
}

const LIST_PAGE = 2;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A ListObjectsV2 answer: keys after the continuation token (a key), in order, a page at a time. */
function listAnswer(bucket: string, objects: Map<string, StoredInStandIn>, prefix: string, after: string): string {
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
  const page = keys.slice(0, LIST_PAGE);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => `<Contents><Key>${escapeXml(key)}</Key><LastModified>${objects.get(key)?.storedAt.toISOString()}</LastModified><Size>${objects.get(key)?.data.byteLength}</Size></Contents>`)
    .join("");
  const next = truncated ? `<NextContinuationToken>${escapeXml(page.at(-1) ?? "")}</NextContinuationToken>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export async function startS3StandIn(bucket = "test-photos", accessKeyId = "AKIATESTSTANDIN"): Promise<S3StandIn> {
  const objects = new Map<string, StoredInStandIn>();
  const requests: Array<{ method: string; path: string }> = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      requests.push({ method: request.method ?? "", path: url.pathname });
      const send = (status: number, body = "", type = "application/xml") => {
        response.writeHead(status, { "content-type": type, "x-amz-request-id": "stand-in" });
        response.end(body);
      };
      const authorization = request.headers.authorization ?? "";
      if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) return send(403, xmlError("AccessDenied", "Bad signature"));
      const [, pathBucket, ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      if (pathBucket === bucket && !key && request.method === "GET" && url.searchParams.get("list-type") === "2") {
        return send(200, listAnswer(bucket, objects, url.searchParams.get("prefix") ?? "", url.searchParams.get("continuation-token") ?? ""));
      }
      if (pathBucket !== bucket || !key) return send(404, xmlError("NoSuchBucket", "No such bucket"));
      if (request.method === "PUT") {
        if (String(request.headers["content-encoding"] ?? "").includes("aws-chunked")) return send(501, xmlError("NotImplemented", "aws-chunked"));
        const data = await bodyOf(request);
        objects.set(key, { data, contentType: String(request.headers["content-type"] ?? "application/octet-stream"), storedAt: new Date() });
        return send(200);
      }
      if (request.method === "GET") {
        const found = objects.get(key);
        if (!found) return send(404, xmlError("NoSuchKey", "The specified key does not exist."));
        response.writeHead(200, { "content-type": found.contentType, "content-length": String(found.data.byteLength) });
        return response.end(found.data);
      }
      if (request.method === "DELETE") {
        objects.delete(key);
        return send(204);
      }
      return send(405, xmlError("MethodNotAllowed", "Not here"));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
