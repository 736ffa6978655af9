/** What tests need to read the log: a stream that keeps every line a logger writes to it. */
import { Writable } from "node:stream";

export interface CapturedLog {
  /** Hand this to `createLogger`. */
  stream: Writable;
  /** Everything written so far. */
  text(): string;
  /** Everything written so far, one parsed JSON object per line. */
  lines(): Array<Record<string, unknown>>;
}

export function captureLog(): CapturedLog {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString("utf8"));
      callback();
    },
  });
  const text = () => chunks.join("");
  const lines = () =>
    text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, text, lines };
}
