/**
 * `npm run db:backup` while the server runs: asks the server holding DATA_DIR for a dump over its
 * local socket (lib/platform/db/online-backup-server.ts), with the token it wrote at start-up.
 */
import { request } from "node:http";
import { readFile } from "node:fs/promises";
import { BackupError } from "./backup";
import { backupSocket, backupTokenFile } from "./data-dir";
import type { DataDirLockedError } from "./data-dir-lock";
import { BACKUP_PATH } from "./online-backup-server";

async function readToken(dataDir: string, holder: DataDirLockedError): Promise<string> {
  try {
    return (await readFile(backupTokenFile(dataDir), "utf8")).trim();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EACCES") throw new BackupError(`Cannot read ${backupTokenFile(dataDir)}: run the backup as the user the server runs as.`);
    if (code === "ENOENT") throw notServing(holder);
    throw error;
  }
}

/** The holder is a script (db:migrate, db:seed…) or a server still starting: it answers no backups. */
function notServing(holder: DataDirLockedError): BackupError {
  return new BackupError(
    `${holder.dataDir} is in use by process ${holder.holder.pid} (${holder.holder.command}), which does not answer backup requests: ` +
      "only a running server does. Wait for that process to finish (or for the server to finish starting) and try again.",
  );
}

/** The dump the running server takes of its own database. */
export async function requestOnlineBackup(holder: DataDirLockedError): Promise<string> {
  const { dataDir } = holder;
  const token = await readToken(dataDir, holder);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocket(dataDir), path: BACKUP_PATH, method: "POST", headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (res.statusCode === 200) resolve(body);
        else reject(new BackupError(`The server refused the backup (${res.statusCode}): ${body}`));
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "ENOENT" || error.code === "ECONNREFUSED" ? notServing(holder) : error);
    });
    req.end();
  });
}
