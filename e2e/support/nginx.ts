/**
 * Runs the shipped nginx site (deploy/nginx/cleaning-site.conf) on this machine: the
 * multi-host browser tests, the load benchmark and the config check use it. The site file is
 * rendered with this run's hosts and port; nothing else in it changes, so what is tested is
 * what ships. nginx runs under a prefix of its own (a temporary directory), in the foreground,
 * started and stopped by the caller: the system's nginx service is never involved.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdtemp, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const SITE_CONFIG_FILE = path.resolve(__dirname, "../../deploy/nginx/cleaning-site.conf");

/** The nginx binary: NGINX_PATH, then the PATH, then Debian's place. Null when there is none. */
export function nginxBinary(): string | null {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  const found = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : null;
}

export interface SiteOptions {
  /** host:port of each Node host, in the order they take the upstream's lines. */
  upstreams: string[];
  /** What the site listens on, e.g. "127.0.0.1:8443". */
  listen: string;
  /** Keep TLS with this certificate and key; without it the site is served over plain HTTP. */
  tls?: { certificate: string; key: string };
}

/**
 * The shipped site with this run's hosts, address and certificate. Plain HTTP drops the
 * port-80 redirect and the ssl_* lines; every other directive is kept as written.
 */
export function renderSiteConfig(source: string, options: SiteOptions): string {
  const upstream = /(upstream cleaning_site \{\n)([\s\S]*?)(\n\})/;
  const block = source.match(upstream);
  if (!block?.[2]) throw new Error("deploy/nginx/cleaning-site.conf has no upstream cleaning_site block");
  const serverLines = block[2].split("\n").filter((line) => /^\s*server \S+:\d+/.test(line));
  const template = serverLines[0];
  if (!template) throw new Error("the upstream block lists no server");
  const rest = block[2].split("\n").filter((line) => !/^\s*server \S+:\d+/.test(line));
  const hosts = options.upstreams.map((address) => template.replace(/server \S+:\d+/, `server ${address}`));
  let site = source.replace(upstream, `$1${[...rest, ...hosts].join("\n")}$3`);

  if (options.tls) {
    site = site
      .replace(/^(\s*)listen 443 ssl( http2)?;$/m, `$1listen ${options.listen} ssl;`)
      .replace(/^\s*listen \[::\]:443 ssl( http2)?;\n/m, "")
      .replace(/^(\s*ssl_certificate) .*;$/m, `$1 ${options.tls.certificate};`)
      .replace(/^(\s*ssl_certificate_key) .*;$/m, `$1 ${options.tls.key};`);
  } else {
    site = site
      .replace(/^(\s*)listen 443 ssl( http2)?;$/m, `$1listen ${options.listen};`)
      .replace(/^\s*listen \[::\]:443 ssl( http2)?;\n/m, "")
      .replace(/^\s*ssl_\w+ .*;\n/gm, "");
  }
  // The port-80 redirect would need port 80; its one job (to https) is not under test.
  site = site.replace(/server \{\n\s*listen 80;[\s\S]*?return 301 [^\n]*\n\}\n\n/, "");
  if (!site.includes(`listen ${options.listen}`)) throw new Error("the site's listen line was not found");
  return site;
}

/** A whole nginx.conf around the site, every path inside `prefix`. */
export function mainConfig(prefix: string, siteFile: string): string {
  const inPrefix = (name: string) => path.join(prefix, name);
  return [
    "daemon off;",
    "worker_processes 1;",
    "worker_rlimit_nofile 8192;",
    `pid ${inPrefix("nginx.pid")};`,
    `error_log ${inPrefix("error.log")} warn;`,
    "events { worker_connections 4096; }",
    "http {",
    `  client_body_temp_path ${inPrefix("client_body")};`,
    `  proxy_temp_path ${inPrefix("proxy")};`,
    `  fastcgi_temp_path ${inPrefix("fastcgi")};`,
    `  uwsgi_temp_path ${inPrefix("uwsgi")};`,
    `  scgi_temp_path ${inPrefix("scgi")};`,
    // Which host served what: the tests read this to know where a browser landed.
    `  log_format bb_hosts '$msec $cookie_bb_route $upstream_addr $upstream_status $status "$request"';`,
    `  access_log ${inPrefix("access.log")} bb_hosts;`,
    `  include ${siteFile};`,
    "}",
    "",
  ].join("\n");
}

export interface PreparedNginx {
  prefix: string;
  configFile: string;
  accessLog: string;
  errorLog: string;
}

/** Writes nginx.conf and the rendered site into a new prefix directory. */
export async function prepareNginx(site: SiteOptions): Promise<PreparedNginx> {
  const prefix = await mkdtemp(path.join(tmpdir(), "bb-nginx-"));
  // Workers run as an unprivileged user when the master is root: they must reach the prefix.
  await chmod(prefix, 0o755);
  const siteFile = path.join(prefix, "cleaning-site.conf");
  await writeFile(siteFile, renderSiteConfig(readFileSync(SITE_CONFIG_FILE, "utf8"), site));
  const configFile = path.join(prefix, "nginx.conf");
  await writeFile(configFile, mainConfig(prefix, siteFile));
  return { prefix, configFile, accessLog: path.join(prefix, "access.log"), errorLog: path.join(prefix, "error.log") };
}

function nginxArguments(prepared: PreparedNginx): string[] {
  return ["-p", prepared.prefix, "-c", prepared.configFile, "-e", prepared.errorLog];
}

/** `nginx -t` on a prepared prefix: ok, and what nginx said. */
export function checkNginx(binary: string, prepared: PreparedNginx): { ok: boolean; output: string } {
  const result = spawnSync(binary, ["-t", ...nginxArguments(prepared)], { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export interface RunningNginx extends PreparedNginx {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground on `site.listen` and resolves once it accepts connections.
 * @public for browser tests that put nginx in front of the servers
 */
export async function startNginx(binary: string, site: SiteOptions): Promise<RunningNginx> {
  const prepared = await prepareNginx(site);
  const checked = checkNginx(binary, prepared);
  if (!checked.ok) throw new Error(`nginx refused the rendered site:\n${checked.output}`);
  const child = spawn(binary, nginxArguments(prepared), { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const [host = "127.0.0.1", port = "0"] = site.listen.split(":");
  const deadline = Date.now() + 10_000;
  while (!(await accepts(host, Number(port)))) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${site.listen} within 10 s: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    ...prepared,
    url: `http://${site.listen}`,
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
