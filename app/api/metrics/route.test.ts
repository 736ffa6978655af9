import { resetConfigCache } from "@/lib/platform/config";
import { GET } from "./route";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

const TOKEN = "prometheus-scrape-token-0123456789abcdef";

function scrape(headers: Record<string, string> = {}): Promise<Response> {
  return GET(new Request("http://localhost/api/metrics", { headers }));
}

describe("GET /api/metrics", () => {
  const saved = process.env.METRICS_TOKEN;
  useTestDatabase("pglite", { seed: false, install: true });
  afterEach(() => {
    process.env.METRICS_TOKEN = saved;
    resetConfigCache();
  });

  function configureToken(token: string | undefined): void {
    if (token === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = token;
    resetConfigCache();
  }

  it("is off (404, no metrics) when no token is configured", async () => {
    configureToken(undefined);
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("boroughbright_");
  });

  it.each([
    ["no Authorization header", {}],
    ["a wrong token", { authorization: "Bearer prometheus-scrape-token-0123456789abcdeX" }],
    ["the token without the Bearer scheme", { authorization: TOKEN }],
    ["a prefix of the token", { authorization: `Bearer ${TOKEN.slice(0, 16)}` }],
    ["Basic credentials", { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}` }],
  ])("refuses %s with 401 and shows nothing", async (_name, headers: Record<string, string>) => {
    configureToken(TOKEN);
    const response = await scrape(headers);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.text()).not.toContain("boroughbright_");
  });

  it("answers Prometheus text with every metric for the right token", async () => {
    configureToken(TOKEN);
    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      "boroughbright_http_request_duration_seconds",
      "boroughbright_hub_connections",
      "boroughbright_event_bus_delivery_lag_seconds",
      "boroughbright_job_queue_depth",
      "boroughbright_job_failures_total",
      "boroughbright_bookings_created_total",
      "boroughbright_payment_events_total",
      "boroughbright_sms_sent_messages",
      "boroughbright_sms_delivered_messages",
      "boroughbright_sms_failed_messages",
      "boroughbright_sms_inbound_messages",
      "boroughbright_process_resident_memory_bytes",
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    expect(text).toContain('boroughbright_job_queue_depth{state="due"} 0');
    expect(text).toContain('boroughbright_sms_sent_messages{type="reminder"} 0');
    expect(text).toContain('boroughbright_sms_inbound_messages{kind="stop"} 0');
  });
});
