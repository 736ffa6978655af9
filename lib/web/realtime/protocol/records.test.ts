import { RECORD_SEPARATOR, splitRecords, toRecord } from "./records";

const RS = RECORD_SEPARATOR;
const bytes = (text: string): Buffer => Buffer.from(text, "utf8");

describe("record framing", () => {
  it("terminates a record with 0x1E", () => {
    expect(toRecord("{}")).toBe("{}\u001e");
    expect(Buffer.from(toRecord("{}"))[2]).toBe(0x1e);
  });

  it("splits several records in one chunk", () => {
    const result = splitRecords(null, bytes(`{"a":1}${RS}{"b":2}${RS}`), 100);
    expect(result).toEqual({ records: ['{"a":1}', '{"b":2}'], rest: null, tooLarge: false });
  });

  it("keeps an incomplete tail and completes it with the next chunk", () => {
    const first = splitRecords(null, bytes(`{"a":1}${RS}{"b"`), 100);
    expect(first.records).toEqual(['{"a":1}']);
    expect(first.rest?.toString()).toBe('{"b"');
    const second = splitRecords(first.rest, bytes(`:2}${RS}`), 100);
    expect(second).toEqual({ records: ['{"b":2}'], rest: null, tooLarge: false });
  });

  it("decodes UTF-8 cut across chunks", () => {
    const whole = bytes(`{"t":"café ✓"}${RS}`);
    const first = splitRecords(null, whole.subarray(0, 12), 100);
    expect(first.records).toEqual([]);
    const second = splitRecords(first.rest, whole.subarray(12), 100);
    expect(second.records).toEqual(['{"t":"café ✓"}']);
  });

  it("returns empty records as empty strings (the parser rejects them)", () => {
    expect(splitRecords(null, bytes(`${RS}${RS}`), 100).records).toEqual(["", ""]);
  });

  it("flags a complete record over the limit, keeping the records before it", () => {
    const result = splitRecords(null, bytes(`{}${RS}${"x".repeat(11)}${RS}{}${RS}`), 10);
    expect(result).toEqual({ records: ["{}"], rest: null, tooLarge: true });
  });

  it("accepts a record of exactly the limit", () => {
    expect(splitRecords(null, bytes(`${"x".repeat(10)}${RS}`), 10).tooLarge).toBe(false);
  });

  it("flags a tail without separator that grew past the limit", () => {
    const first = splitRecords(null, bytes("x".repeat(8)), 10);
    expect(first.tooLarge).toBe(false);
    expect(splitRecords(first.rest, bytes("xxx"), 10).tooLarge).toBe(true);
  });

  it("copies the tail instead of keeping a view on the frame", () => {
    const frame = bytes(`{}${RS}abc`);
    const result = splitRecords(null, frame, 100);
    frame.fill(0);
    expect(result.rest?.toString()).toBe("abc");
  });
});
