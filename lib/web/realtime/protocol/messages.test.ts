import {
  ackRecord,
  closeRecord,
  completionErrorRecord,
  invocationRecord,
  isNumberedType,
  parseHubMessage,
  PING_RECORD,
  sequenceRecord,
  unknownMethodError,
} from "./messages";

function error(text: string): string {
  const result = parseHubMessage(text);
  if (result.ok) throw new Error(`expected a protocol error for ${text}`);
  return result.error;
}

function message(text: string): unknown {
  const result = parseHubMessage(text);
  if (!result.ok) throw new Error(result.error);
  return result.message;
}

describe("incoming message validation", () => {
  describe("every message", () => {
    it.each([
      ["invalid JSON", "{nope", /not valid JSON/],
      ["an empty record", "", /not valid JSON/],
      ["a string", '"hello"', /JSON object/],
      ["an array", "[1]", /JSON object/],
      ["null", "null", /JSON object/],
      ["a missing type", "{}", /numeric 'type'/],
      ["a string type", '{"type":"1"}', /numeric 'type'/],
      ["a null type", '{"type":null}', /numeric 'type'/],
    ])("rejects %s", (_name, text, expected) => {
      expect(error(text)).toMatch(expected);
    });

    it("ignores a numeric type it does not know (forward compatibility, like client and server)", () => {
      expect(message('{"type":42}')).toBeNull();
      expect(message('{"type":0}')).toBeNull();
      expect(message('{"type":1.5}')).toBeNull();
    });
  });

  describe("invocation (1)", () => {
    it("accepts a call with and without an invocation id", () => {
      expect(message('{"type":1,"target":"Send","arguments":[1,"a"]}')).toEqual({ type: 1, target: "Send", arguments: [1, "a"] });
      expect(message('{"type":1,"target":"Send","arguments":[],"invocationId":"7","streamIds":["8"]}')).toEqual({
        type: 1,
        target: "Send",
        arguments: [],
        invocationId: "7",
        streamIds: ["8"],
      });
    });

    it("reads absent arguments as none", () => {
      expect(message('{"type":1,"target":"Send"}')).toEqual({ type: 1, target: "Send", arguments: [] });
    });

    it.each([
      ["no target", '{"type":1,"arguments":[]}'],
      ["an empty target", '{"type":1,"target":"","arguments":[]}'],
      ["a numeric target", '{"type":1,"target":5,"arguments":[]}'],
    ])("needs a non-empty target: %s", (_name, text) => {
      expect(error(text)).toMatch(/non-empty 'target'/);
    });

    it("rejects an empty or non-string invocation id", () => {
      expect(error('{"type":1,"target":"a","arguments":[],"invocationId":""}')).toMatch(/invocationId/);
      expect(error('{"type":1,"target":"a","arguments":[],"invocationId":3}')).toMatch(/invocationId/);
    });

    it("rejects non-array arguments and bad stream ids", () => {
      expect(error('{"type":1,"target":"a","arguments":{}}')).toMatch(/'arguments' must be an array/);
      expect(error('{"type":1,"target":"a","arguments":[],"streamIds":[1]}')).toMatch(/streamIds/);
    });
  });

  describe("stream item (2)", () => {
    it("accepts an item, null included", () => {
      expect(message('{"type":2,"invocationId":"1","item":null}')).toEqual({ type: 2, invocationId: "1", item: null });
    });
    it("needs a non-empty invocation id and an item", () => {
      expect(error('{"type":2,"item":1}')).toMatch(/non-empty 'invocationId'/);
      expect(error('{"type":2,"invocationId":"","item":1}')).toMatch(/non-empty 'invocationId'/);
      expect(error('{"type":2,"invocationId":"1"}')).toMatch(/'item'/);
    });
  });

  describe("completion (3)", () => {
    it("accepts result, error or neither", () => {
      expect(message('{"type":3,"invocationId":"1","result":5}')).toEqual({ type: 3, invocationId: "1", result: 5 });
      expect(message('{"type":3,"invocationId":"1","error":"no"}')).toEqual({ type: 3, invocationId: "1", error: "no" });
      expect(message('{"type":3,"invocationId":"1"}')).toEqual({ type: 3, invocationId: "1" });
    });
    it("needs a non-empty invocation id", () => {
      expect(error('{"type":3,"result":1}')).toMatch(/non-empty 'invocationId'/);
      expect(error('{"type":3,"invocationId":"","result":1}')).toMatch(/non-empty 'invocationId'/);
    });
    it("may not carry both result and error", () => {
      expect(error('{"type":3,"invocationId":"1","result":1,"error":"x"}')).toMatch(/both 'result' and 'error'/);
      expect(error('{"type":3,"invocationId":"1","result":null,"error":"x"}')).toMatch(/both/);
    });
    it("needs a string error", () => {
      expect(error('{"type":3,"invocationId":"1","error":5}')).toMatch(/'error' must be a string/);
    });
  });

  describe("stream invocation (4) and cancel invocation (5)", () => {
    it("accepts them", () => {
      expect(message('{"type":4,"invocationId":"1","target":"S","arguments":[]}')).toEqual({ type: 4, invocationId: "1", target: "S", arguments: [] });
      expect(message('{"type":5,"invocationId":"1"}')).toEqual({ type: 5, invocationId: "1" });
    });
    it("needs invocation id and target", () => {
      expect(error('{"type":4,"target":"S","arguments":[]}')).toMatch(/invocationId/);
      expect(error('{"type":4,"invocationId":"1","target":"","arguments":[]}')).toMatch(/target/);
      expect(error('{"type":5}')).toMatch(/invocationId/);
      expect(error('{"type":5,"invocationId":""}')).toMatch(/invocationId/);
    });
  });

  describe("ping (6) and close (7)", () => {
    it("accepts them", () => {
      expect(message('{"type":6}')).toEqual({ type: 6 });
      expect(message('{"type":7}')).toEqual({ type: 7 });
      expect(message('{"type":7,"error":null}')).toEqual({ type: 7 });
      expect(message('{"type":7,"error":"bye","allowReconnect":true}')).toEqual({ type: 7, error: "bye", allowReconnect: true });
    });
    it("checks the optional close fields", () => {
      expect(error('{"type":7,"error":1}')).toMatch(/error/);
      expect(error('{"type":7,"allowReconnect":"yes"}')).toMatch(/allowReconnect/);
    });
  });

  describe("ack (8) and sequence (9)", () => {
    it("accept a numeric sequence id", () => {
      expect(message('{"type":8,"sequenceId":3}')).toEqual({ type: 8, sequenceId: 3 });
      expect(message('{"type":9,"sequenceId":1}')).toEqual({ type: 9, sequenceId: 1 });
    });
    it.each(['{"type":8}', '{"type":8,"sequenceId":"3"}', '{"type":8,"sequenceId":-1}', '{"type":8,"sequenceId":1.5}'])("rejects ack %s", (text) => {
      expect(error(text)).toMatch(/numeric 'sequenceId'/);
    });
    it.each(['{"type":9}', '{"type":9,"sequenceId":null}', '{"type":9,"sequenceId":"1"}'])("rejects sequence %s", (text) => {
      expect(error(text)).toMatch(/numeric 'sequenceId'/);
    });
  });

  it("numbers exactly types 1 to 5 for stateful reconnect", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isNumberedType)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("outgoing records", () => {
  it("writes invocations the client can read", () => {
    const record = invocationRecord("UserBlocked", [{ message: "m", timestamp: "t", shouldLogout: true }]);
    expect(record.endsWith("\u001e")).toBe(true);
    expect(JSON.parse(record.slice(0, -1))).toEqual({
      type: 1,
      target: "UserBlocked",
      arguments: [{ message: "m", timestamp: "t", shouldLogout: true }],
    });
  });

  it("escapes a record separator inside arguments, so framing cannot break", () => {
    const record = invocationRecord("X", ["a\u001eb"]);
    expect(record.indexOf("\u001e")).toBe(record.length - 1);
  });

  it("writes ping, ack, sequence, close and completion records", () => {
    expect(PING_RECORD).toBe('{"type":6}\u001e');
    expect(ackRecord(4)).toBe('{"type":8,"sequenceId":4}\u001e');
    expect(sequenceRecord(2)).toBe('{"type":9,"sequenceId":2}\u001e');
    expect(closeRecord()).toBe('{"type":7}\u001e');
    expect(closeRecord("bye")).toBe('{"type":7,"error":"bye"}\u001e');
    expect(closeRecord(undefined, true)).toBe('{"type":7,"allowReconnect":true}\u001e');
    expect(completionErrorRecord("1", unknownMethodError("Go"))).toBe(
      `{"type":3,"invocationId":"1","error":"Failed to invoke 'Go' due to an error on the server. HubException: Method does not exist."}\u001e`,
    );
  });
});
