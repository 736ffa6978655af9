import { MessageBuffer } from "./message-buffer";
import { MessageType } from "./protocol/messages";

const msg = (n: number): string => `{"type":1,"target":"E","arguments":[${n}]}\u001e`;

describe("stateful reconnect message buffer", () => {
  describe("outgoing", () => {
    it("keeps numbered messages until acknowledged and replays from the oldest", () => {
      const buffer = new MessageBuffer(1_000, 10_000);
      for (let n = 1; n <= 3; n++) expect(buffer.push(msg(n), 10)).toBe("send");
      expect(buffer.pendingCount).toBe(3);
      expect(buffer.replay()).toBe(`{"type":9,"sequenceId":1}\u001e${msg(1)}${msg(2)}${msg(3)}`);
      buffer.ack(2);
      expect(buffer.pendingCount).toBe(1);
      expect(buffer.pendingBytes).toBe(10);
      expect(buffer.replay()).toBe(`{"type":9,"sequenceId":3}\u001e${msg(3)}`);
    });

    it("announces sent + 1 when nothing is pending", () => {
      const buffer = new MessageBuffer(1_000, 10_000);
      expect(buffer.replay()).toBe('{"type":9,"sequenceId":1}\u001e');
      buffer.push(msg(1), 10);
      buffer.push(msg(2), 10);
      buffer.ack(2);
      expect(buffer.replay()).toBe('{"type":9,"sequenceId":3}\u001e');
      expect(buffer.nextSequenceId).toBe(3);
    });

    it("ignores acks beyond what was sent and repeated acks", () => {
      const buffer = new MessageBuffer(1_000, 10_000);
      buffer.push(msg(1), 10);
      buffer.ack(99);
      buffer.ack(1);
      expect(buffer.pendingCount).toBe(0);
      buffer.push(msg(2), 10);
      expect(buffer.replay()).toBe(`{"type":9,"sequenceId":2}\u001e${msg(2)}`);
    });

    it("holds messages back while over the byte limit, and releases them in order on ack", () => {
      const buffer = new MessageBuffer(25, 1_000);
      expect(buffer.push(msg(1), 10)).toBe("send");
      expect(buffer.push(msg(2), 10)).toBe("send");
      expect(buffer.push(msg(3), 10)).toBe("send"); // 30 > 25 only after this one
      expect(buffer.push(msg(4), 10)).toBe("held");
      expect(buffer.push(msg(5), 10)).toBe("held");
      expect(buffer.heldCount).toBe(2);
      expect(buffer.ack(1)).toEqual([msg(4)]); // 20 + 10 = 30 > 25: msg 5 waits
      expect(buffer.ack(3)).toEqual([msg(5)]);
      expect(buffer.heldCount).toBe(0);
      expect(buffer.replay()).toBe(`{"type":9,"sequenceId":4}\u001e${msg(4)}${msg(5)}`);
    });

    it("reports overflow when the held queue is full", () => {
      const buffer = new MessageBuffer(5, 15);
      buffer.push(msg(1), 10);
      expect(buffer.push(msg(2), 10)).toBe("held");
      expect(buffer.push(msg(3), 10)).toBe("overflow");
    });

    it("stays correct across many acks (prefix compaction)", () => {
      const buffer = new MessageBuffer(1_000_000, 1_000_000);
      for (let n = 1; n <= 500; n++) buffer.push(msg(n), 10);
      for (let n = 10; n <= 490; n += 10) buffer.ack(n);
      expect(buffer.pendingCount).toBe(10);
      expect(buffer.replay().startsWith(`{"type":9,"sequenceId":491}\u001e${msg(491)}`)).toBe(true);
    });
  });

  describe("incoming", () => {
    it("counts numbered messages only and acknowledges the latest, at most once per interval", () => {
      const buffer = new MessageBuffer(1_000, 1_000);
      expect(buffer.takeAck(10_000, 1_000)).toBe(0);
      expect(buffer.shouldProcess(MessageType.Ping)).toBe(true);
      expect(buffer.shouldProcess(MessageType.Invocation)).toBe(true);
      expect(buffer.shouldProcess(MessageType.Completion)).toBe(true);
      expect(buffer.takeAck(10_000, 1_000)).toBe(2);
      expect(buffer.takeAck(10_500, 1_000)).toBe(0);
      buffer.shouldProcess(MessageType.Invocation);
      expect(buffer.takeAck(10_500, 1_000)).toBe(0);
      expect(buffer.takeAck(11_000, 1_000)).toBe(3);
    });

    it("ignores everything after a reconnect until the Sequence, then drops duplicates", () => {
      const buffer = new MessageBuffer(1_000, 1_000);
      buffer.shouldProcess(MessageType.Invocation); // 1
      buffer.shouldProcess(MessageType.Invocation); // 2
      buffer.beginReconnect();
      expect(buffer.shouldProcess(MessageType.Ping)).toBe(false);
      expect(buffer.shouldProcess(MessageType.Invocation)).toBe(false);
      expect(buffer.shouldProcess(MessageType.Sequence)).toBe(true);
      expect(buffer.resetSequence(2)).toBe(true);
      expect(buffer.shouldProcess(MessageType.Invocation)).toBe(false); // 2 again: duplicate
      expect(buffer.shouldProcess(MessageType.Invocation)).toBe(true); // 3: new
    });

    it("refuses a Sequence beyond the next expected id", () => {
      const buffer = new MessageBuffer(1_000, 1_000);
      buffer.shouldProcess(MessageType.Invocation);
      expect(buffer.resetSequence(2)).toBe(true);
      expect(buffer.resetSequence(3)).toBe(false);
    });
  });
});
