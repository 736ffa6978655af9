import { HttpTransportType, type HubConnection } from "@microsoft/signalr";
import { publishUserEvent } from "@/lib/platform/events/user-events";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { smsMessages } from "@/lib/platform/db/schema";
import { storeInboundText } from "@/lib/messaging/test-support";
import { createUser, productClient, sessionCookie, startSessionHub, type SessionHubServer } from "@/lib/web/realtime/session-test-support";
import { getMetrics } from "../../platform/metrics/registry";
import { scrapeMetrics } from "./metrics-scrape";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

/** The sample count of the delivery-lag histogram so far in this process. */
async function lagSamples(): Promise<number> {
  const { values } = await getMetrics().eventBusLag.get();
  return values.find((value) => value.metricName === "boroughbright_event_bus_delivery_lag_seconds_count")?.value ?? 0;
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(testDrivers())("scrapeMetrics on %s", (driver) => {
  let server: SessionHubServer;
  const clients: HubConnection[] = [];

  // Declared first so it runs before the database closes: Jest runs afterAll hooks in order.
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.stop()));
    await server?.close();
  });
  const database = useTestDatabase(driver, { seed: false });
  beforeAll(async () => {
    server = await startSessionHub(database);
  });

  function scrape(): Promise<string> {
    return scrapeMetrics(getMetrics(), { db: async () => database.db, hub: async () => server.runtime.hub });
  }

  it("counts this host's hub connections by transport", async () => {
    const user = await createUser(database.db);
    const cookie = await sessionCookie(user);
    for (const transport of [HttpTransportType.WebSockets, HttpTransportType.WebSockets, HttpTransportType.ServerSentEvents]) {
      const client = productClient(server.url, cookie, transport);
      clients.push(client);
      await client.start();
    }
    const text = await scrape();
    expect(text).toContain('boroughbright_hub_connections{transport="ws"} 2');
    expect(text).toContain('boroughbright_hub_connections{transport="sse"} 1');
  });

  it("reports the job queue by state", async () => {
    const now = Date.now();
    await scheduleJob(database.db, { kind: "metrics-test", payload: {}, runAt: new Date(now - 60_000) });
    await scheduleJob(database.db, { kind: "metrics-test", payload: {}, runAt: new Date(now + 3_600_000) });
    await scheduleJob(database.db, { kind: "metrics-test", payload: {}, runAt: new Date(now + 7_200_000) });
    const text = await scrape();
    expect(text).toContain('boroughbright_job_queue_depth{state="due"} 1');
    expect(text).toContain('boroughbright_job_queue_depth{state="scheduled"} 2');
    expect(text).toContain('boroughbright_job_queue_depth{state="failed"} 0');
  });

  it("reports the texts sent, delivered and failed by type, and received by kind, from the database", async () => {
    const at = new Date("2026-05-12T15:00:00.000Z");
    const text = (status: "delivered" | "undelivered" | "failed", sentAt: Date | null) => ({ direction: "out" as const, phone: "+19175550123", type: "on-my-way" as const, body: "x", segments: 1, status, provider: "twilio", createdAt: at, sentAt });
    await database.db.insert(smsMessages).values([text("delivered", at), text("undelivered", at), text("failed", null)]);
    await storeInboundText(database.db, "+19175550123", "R", at);
    await storeInboundText(database.db, "+19175550123", "STOP", at);
    const scraped = await scrape();
    expect(scraped).toContain('boroughbright_sms_sent_messages{type="on-my-way"} 2');
    expect(scraped).toContain('boroughbright_sms_delivered_messages{type="on-my-way"} 1');
    expect(scraped).toContain('boroughbright_sms_failed_messages{type="on-my-way"} 2');
    expect(scraped).toContain('boroughbright_sms_sent_messages{type="booking-confirmed"} 0');
    expect(scraped).toContain('boroughbright_sms_inbound_messages{kind="reschedule"} 1');
    expect(scraped).toContain('boroughbright_sms_inbound_messages{kind="stop"} 1');
    expect(scraped).toContain('boroughbright_sms_inbound_messages{kind="help"} 0');
  });

  it("leaves the queue out, and still answers, when the database fails", async () => {
    const text = await scrapeMetrics(getMetrics(), { db: () => Promise.reject(new Error("down")), hub: async () => server.runtime.hub });
    expect(text).not.toContain("boroughbright_job_queue_depth{");
    expect(text).not.toContain("boroughbright_sms_sent_messages{");
    expect(text).toContain("boroughbright_hub_connections{");
  });

  it("measures the event bus's delivery lag for each published event", async () => {
    const before = await lagSamples();
    const user = await createUser(database.db);
    await publishUserEvent(database.db, {
      userId: user.id,
      event: { target: "UserUnblocked", payload: { message: "Your account is active again.", timestamp: new Date().toISOString() } },
      endsSessions: false,
    });
    await until(async () => (await lagSamples()) === before + 1, "the event's delivery");
    expect(await scrape()).toMatch(/boroughbright_event_bus_delivery_lag_seconds_count \d+/);
  });
});
