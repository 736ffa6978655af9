/**
 * The text framing of the JSON hub protocol: every JSON message (and the handshake) is a
 * record terminated by the ASCII Record Separator 0x1E. JSON.stringify escapes control
 * characters, so a serialised message can never contain a raw separator, and in UTF-8 the
 * byte 0x1E only ever stands for that character: splitting raw bytes on it is safe.
 */
export const RECORD_SEPARATOR = "\u001e";
export const RECORD_SEPARATOR_CODE = 0x1e;

/** Terminates one serialised JSON value as a record. */
export function toRecord(json: string): string {
  return json + RECORD_SEPARATOR;
}

export interface SplitRecords {
  /** Complete records, separators removed, decoded as UTF-8, in order. */
  records: string[];
  /** Bytes after the last separator: the start of a record still arriving (null when none). */
  rest: Buffer | null;
  /**
   * A record, complete or still arriving, is longer than the limit. Records before it are
   * returned; nothing after it is.
   */
  tooLarge: boolean;
}

const NO_RECORDS: SplitRecords = Object.freeze({ records: [], rest: null, tooLarge: false }) as SplitRecords;

/**
 * Splits incoming bytes into records. `pending` is what a previous call returned as `rest`:
 * a client may cut a record across frames or POST bodies, so an incomplete tail is kept,
 * but never beyond `maxRecordBytes` (a client that never sends a separator must not make us
 * buffer forever).
 */
export function splitRecords(pending: Buffer | null, chunk: Buffer, maxRecordBytes: number): SplitRecords {
  const data = pending === null || pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
  if (data.length === 0) return NO_RECORDS;
  const records: string[] = [];
  let start = 0;
  for (;;) {
    const end = data.indexOf(RECORD_SEPARATOR_CODE, start);
    if (end === -1) break;
    if (end - start > maxRecordBytes) return { records, rest: null, tooLarge: true };
    records.push(data.toString("utf8", start, end));
    start = end + 1;
  }
  const restLength = data.length - start;
  if (restLength > maxRecordBytes) return { records, rest: null, tooLarge: true };
  // Copy the tail: a view would keep the whole (possibly large) frame alive until the next one.
  const rest = restLength === 0 ? null : Buffer.from(data.subarray(start));
  return { records, rest, tooLarge: false };
}
