import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "@/lib/platform/log/logger";
import { captureLog } from "@/lib/platform/log/testing";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { logRequests } from "./request-logging";

/** Samples of the request-duration histogram for one label set so far in this process. */
async function samples(labels: { route: string; method: string; status: string }): Promise<number> {
  const { values } = await getMetrics().requestDuration.get();
  const count = values.find(
    (value) =>
      value.metricName === "boroughbright_http_request_duration_seconds_count" &&
      value.labels.route === labels.route &&
      value.labels.method === labels.method &&
      value.labels.status === labels.status,
  );
  return count?.value ?? 0;
}

describe("logRequests", () => {
  let server: Server;
  let base: string;
  const log = captureLog();
  beforeAll(async () => {
    const logger = createLogger(log.stream, "info");
    server = createServer((req, res) => {
      logRequests(logger, req, res);
      if (req.url === "/api/vitals") res.statusCode = req.headers["x-answer"] === "too-many" ? 429 : 204;
      else res.statusCode = req.url?.startsWith("/api/orders/") ? 200 : 404;
      res.end(res.statusCode === 204 ? undefined : "done");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function until(condition: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 5_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error("the request was not counted");
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("times each request under its route pattern, method and status", async () => {
    const orderLabels = { route: "/api/orders/:id", method: "GET", status: "200" };
    const unmatchedLabels = { route: "unmatched", method: "GET", status: "404" };
    const [orders, unmatched] = [await samples(orderLabels), await samples(unmatchedLabels)];
    await (await fetch(`${base}/api/orders/0b6f3c1e-8f0a-4c55-9c3e-2b1f7f6f0a11?token=secret`)).text();
    await (await fetch(`${base}/api/orders/5d0c2c35-3f43-4f0e-a4a4-5a0c1fdc2a01`)).text();
    await (await fetch(`${base}/wp-admin/setup.php`)).text();
    await until(async () => (await samples(orderLabels)) === orders + 2 && (await samples(unmatchedLabels)) === unmatched + 1);
  });

  it("writes no line for a counted Web Vitals beacon, one for each refused one", async () => {
    const vitalsLines = () => log.lines().filter((line) => line.path === "/api/vitals");
    const before = vitalsLines().length;
    await fetch(`${base}/api/vitals`, { method: "POST", body: "{}" });
    await fetch(`${base}/api/vitals`, { method: "POST", body: "{}", headers: { "x-answer": "too-many" } });
    await fetch(`${base}/api/orders/5d0c2c35-3f43-4f0e-a4a4-5a0c1fdc2a01`);
    // The orders request went last: once its line and the refusal's are written, the beacon's would be too.
    await until(async () => log.lines().some((line) => line.status === 200) && vitalsLines().some((line) => line.status === 429));
    expect(vitalsLines().slice(before).map((line) => line.status)).toEqual([429]);
  });
});
