/**
 * Online backups of the embedded database (docs/operations.md, "Backups"). The server holds
 * DATA_DIR's lock, so no other process may open the database to dump it; instead the server
 * dumps it itself when `npm run db:backup` asks.
 *
 * It listens on a Unix socket in DATA_DIR, not on a TCP port: nothing on the network, and
 * nothing behind nginx on this machine, can reach it. A request must also carry the token the
 * server writes to DATA_DIR/backup-token (mode 0600) at each start, so only someone who can
 * read the server's own files can ask.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { chmod, rename, unlink, writeFile } from "node:fs/promises";
import type { Logger } from "@/lib/platform/log/logger";
import { backupSocket, backupTokenFile } from "./data-dir";

export const BACKUP_PATH = "/backup";

export interface OnlineBackupEndpoint {
  close(): Promise<void>;
}

export interface OnlineBackupOptions {
  dataDir: string;
  dump: () => Promise<string>;
  logger: Logger;
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const token = /^Bearer (\S+)$/.exec(header ?? "")?.[1];
  return token !== undefined && timingSafeEqual(digest(token), expected);
}

function answer(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function writeToken(file: string, token: string): Promise<void> {
  // Written beside and renamed: a reader never sees a half-written token.
  const draft = `${file}.new`;
  await writeFile(draft, `${token}\n`, { mode: 0o600 });
  await rename(draft, file);
}

/**
 * Starts answering backup requests. Call only while this process holds DATA_DIR's lock: a
 * socket file left by a crashed server is removed first, which only the lock's holder may do.
 */
export async function startOnlineBackupEndpoint({ dataDir, dump, logger }: OnlineBackupOptions): Promise<OnlineBackupEndpoint> {
  const socket = backupSocket(dataDir);
  const tokenFile = backupTokenFile(dataDir);
  const token = randomBytes(32).toString("hex");
  const expected = digest(token);
  let running: Promise<string> | null = null;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url !== BACKUP_PATH) return answer(res, 404, "Not found.");
    if (req.method !== "POST") return answer(res, 405, "Use POST.");
    if (!bearerMatches(req.headers.authorization, expected)) {
      logger.warn("online backup refused: wrong or missing token");
      return answer(res, 401, "The backup token is missing or wrong.");
    }
    if (running) return answer(res, 409, "A backup is already being taken; try again when it is done.");
    const started = performance.now();
    running = dump();
    void running.then(
      (text) => {
        logger.info({ bytes: Buffer.byteLength(text), ms: Math.round(performance.now() - started) }, "online backup taken");
        answer(res, 200, text);
      },
      (error: unknown) => {
        logger.error({ err: error }, "online backup failed");
        answer(res, 500, "The backup failed; the server log says why.");
      },
    ).finally(() => (running = null));
  });

  await unlink(socket).catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => {
      server.off("error", reject);
      resolve();
    });
  });
  await chmod(socket, 0o600);
  await writeToken(tokenFile, token);
  logger.info({ socket }, "online backups answered on the local socket");

  return {
    async close() {
      await unlink(tokenFile).catch(() => undefined);
      // Closing the server removes its socket file.
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
