/**
 * What ships in deploy/ is checked here: the nginx site passes `nginx -t` (with TLS, and in
 * the plain-HTTP form the multi-host browser tests run), the systemd unit stops above the
 * server's drain, and both example environments name every setting the server reads.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { envSchema } from "@/lib/platform/config/schema";
import { API_BODY_CAP_BYTES } from "@/lib/web/server/body-cap";
import { checkNginx, nginxBinary, prepareNginx, renderSiteConfig, SITE_CONFIG_FILE } from "@/e2e/support/nginx";

const ROOT = path.resolve(__dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const binary = nginxBinary();
// In CI nginx is installed by .ci/run: its absence there is a failure, not a skip.
const nginxTest = binary || process.env.CI ? it : it.skip;

describe("deploy/nginx/cleaning-site.conf", () => {
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const prefix of prefixes) await rm(prefix, { recursive: true, force: true });
  });

  nginxTest("passes nginx -t as shipped (TLS), with a throwaway certificate", async () => {
    expect(binary).toBeTruthy();
    const plain = await prepareNginx({ upstreams: ["127.0.0.1:3000"], listen: "127.0.0.1:8080" });
    prefixes.push(plain.prefix);
    const certificate = path.join(plain.prefix, "cert.pem");
    const key = path.join(plain.prefix, "key.pem");
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=www.boroughbright.nyc", "-keyout", key, "-out", certificate], { stdio: "ignore" });
    const tls = await prepareNginx({ upstreams: ["10.0.1.11:3000", "10.0.1.12:3000"], listen: "127.0.0.1:8443", tls: { certificate, key } });
    prefixes.push(tls.prefix);
    const result = checkNginx(binary ?? "nginx", tls);
    expect(result.output).toContain("syntax is ok");
    expect(result.ok).toBe(true);
  });

  nginxTest("passes nginx -t in the plain-HTTP form the multi-host tests run", async () => {
    const prepared = await prepareNginx({ upstreams: ["127.0.0.1:3001", "127.0.0.1:3002"], listen: "127.0.0.1:8080" });
    prefixes.push(prepared.prefix);
    const result = checkNginx(binary ?? "nginx", prepared);
    expect(result.output).toContain("test is successful");
  });

  it("renders only the hosts, the listen address and TLS; every other directive stays as shipped", () => {
    const source = readFileSync(SITE_CONFIG_FILE, "utf8");
    const site = renderSiteConfig(source, { upstreams: ["127.0.0.1:4001", "127.0.0.1:4002"], listen: "127.0.0.1:8080" });
    expect(site).toContain("server 127.0.0.1:4001 max_fails=1 fail_timeout=10s;");
    expect(site).toContain("server 127.0.0.1:4002 max_fails=1 fail_timeout=10s;");
    expect(site).not.toContain("10.0.1.11");
    expect(site).not.toMatch(/ssl_|listen 443|return 301/);
    for (const directive of ["hash $bb_route_key consistent;", "client_max_body_size 6m;", "proxy_buffering off;", "proxy_next_upstream error timeout;", "gzip on;", "X-Forwarded-For $proxy_add_x_forwarded_for"]) {
      expect(site).toContain(directive);
    }
  });

  it("caps bodies at the server's own API cap", () => {
    const megabytes = Number(/client_max_body_size (\d+)m;/.exec(read("deploy/nginx/cleaning-site.conf"))?.[1]);
    expect(megabytes * 1024 * 1024).toBe(API_BODY_CAP_BYTES);
  });
});

describe("deploy/systemd/cleaning-site.service", () => {
  const unit = read("deploy/systemd/cleaning-site.service");
  const value = (key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(unit)?.[1];

  it("restarts on failure, stops with SIGTERM and waits longer than the 10 s drain", () => {
    expect(value("Restart")).toBe("on-failure");
    expect(value("KillSignal")).toBe("SIGTERM");
    expect(Number(value("TimeoutStopSec")?.replace(/s$/, ""))).toBeGreaterThan(10);
    expect(value("EnvironmentFile")).toBe("/etc/boroughbright/env");
    expect(value("ExecStart")).toMatch(/node .*dist\/server\.mjs$/);
  });

  it("runs as an unprivileged user with the hardening options", () => {
    expect(value("User")).toMatch(/^(?!root$)\w+/);
    for (const option of ["NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes", "CapabilityBoundingSet="]) {
      expect(unit).toMatch(new RegExp(`^${option.replace(/[$]/g, "\\$")}$`, "m"));
    }
  });
});

describe("example environments", () => {
  const settings = Object.keys(envSchema.in.shape);

  it.each(["deploy/env.example", ".env.example"])("%s names every setting the server reads", (file) => {
    const names = new Set([...read(file).matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect(settings.filter((name) => !names.has(name))).toEqual([]);
    expect([...names].filter((name) => !settings.includes(name!))).toEqual([]);
  });
});
