import { HANDSHAKE_OK_RECORD, handshakeErrorRecord, parseHandshakeRequest } from "./handshake";

describe("handshake request", () => {
  it("accepts json versions 1 and 2", () => {
    expect(parseHandshakeRequest('{"protocol":"json","version":1}')).toEqual({ ok: true, version: 1 });
    expect(parseHandshakeRequest('{"protocol":"json","version":2}')).toEqual({ ok: true, version: 2 });
  });

  it.each([
    ["not JSON", "{bad", /not valid JSON/],
    ["an array", "[]", /must be a JSON object/],
    ["null", "null", /must be a JSON object/],
    ["no protocol", '{"version":1}', /Missing required property 'protocol'/],
    ["a numeric protocol", '{"protocol":1,"version":1}', /Missing required property 'protocol'/],
    ["no version", '{"protocol":"json"}', /Missing required property 'version'/],
    ["a string version", '{"protocol":"json","version":"1"}', /Missing required property 'version'/],
    ["a fractional version", '{"protocol":"json","version":1.5}', /Missing required property 'version'/],
    ["messagepack", '{"protocol":"messagepack","version":1}', /^The protocol 'messagepack' is not supported\.$/],
    ["version 3", '{"protocol":"json","version":3}', /^The server does not support version 3 of the 'json' protocol\.$/],
    ["version 0", '{"protocol":"json","version":0}', /does not support version 0/],
  ])("rejects %s", (_name, text, error) => {
    const result = parseHandshakeRequest(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(error);
  });

  it("answers with {} or an error record", () => {
    expect(HANDSHAKE_OK_RECORD).toBe("{}\u001e");
    expect(handshakeErrorRecord('bad "x"')).toBe('{"error":"bad \\"x\\""}\u001e');
  });
});
