/**
 * What the user and order event buses share (docs/architecture.md, "One process, two doors"):
 * each LISTENs on one channel, parses every notification against its envelope's schema and
 * hands the envelope on, and never lets a bad payload or a failing delivery throw into the
 * database driver.
 */
import type { z } from "zod";
import type { DatabaseHandle } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { getMetrics } from "@/lib/platform/metrics/registry";

export interface ChannelListener {
  /** True from a successful subscription until stop() (readiness: a stopping host takes no new clients). */
  isListening(): boolean;
  /** Ends the subscription (shutdown); events published afterwards are not delivered here. */
  stop(): Promise<void>;
}

/** How one bus names its channel and its events in log lines. */
interface ChannelWords {
  channel: string;
  /** "user" or "order": the events are "a user event", the subscription "the user-events subscription". */
  noun: "user" | "order";
}

const anEvent = ({ noun }: ChannelWords) => `${noun === "order" ? "an" : "a"} ${noun} event`;

/** Parses one notification payload; null (and a log line naming fields, never values) otherwise. */
function parseChannelPayload<Envelope>(payload: string, schema: z.ZodType<Envelope>, words: ChannelWords, logger: Logger): Envelope | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    logger.warn({ channel: words.channel, bytes: payload.length }, `ignored ${anEvent(words)} that is not JSON`);
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // The issues name fields, never values: a payload may carry a user's data.
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.code}`);
    logger.warn({ channel: words.channel, issues }, `ignored a malformed ${words.noun} event`);
    return null;
  }
  return parsed.data;
}

interface ListenOptions<Envelope extends { publishedAt?: number }> {
  handle: Pick<DatabaseHandle, "listen">;
  logger: Logger;
  words: ChannelWords;
  schema: z.ZodType<Envelope>;
  deliver(envelope: Envelope): void;
}

/** Subscribes before resolving, so nothing published after start-up is missed. */
export async function listenToChannel<Envelope extends { publishedAt?: number }>(options: ListenOptions<Envelope>): Promise<ChannelListener> {
  const { logger, words } = options;
  let stopped = false;
  const unlisten = await options.handle.listen(words.channel, (payload) => {
    if (stopped) return;
    // A notification handler must never throw: it runs inside the database driver.
    try {
      const envelope = parseChannelPayload(payload, options.schema, words, logger);
      if (envelope === null) return;
      // Hosts' clocks are NTP-synchronised; a negative lag (skew) is counted as none.
      if (envelope.publishedAt !== undefined) getMetrics().eventBusLag.observe(Math.max(0, Date.now() - envelope.publishedAt) / 1000);
      options.deliver(envelope);
    } catch (error) {
      logger.error({ err: error }, `${words.noun} event handling failed`);
    }
  });
  let stopping: Promise<void> | null = null;
  return {
    isListening: () => !stopped,
    stop() {
      stopped = true;
      stopping ??= unlisten().catch((error: unknown) => logger.warn({ err: error }, `could not end the ${words.noun}-events subscription`));
      return stopping;
    },
  };
}
