import { classifyInbound, type InboundKind } from "./keywords";

describe("classifyInbound", () => {
  it.each<[string, InboundKind]>([
    ["STOP", "stop"],
    ["stop", "stop"],
    ["  Stop \n", "stop"],
    ["STOPALL", "stop"],
    ["unsubscribe", "stop"],
    ["Cancel", "stop"],
    ["END", "stop"],
    ["quit", "stop"],
    ["START", "start"],
    ["\tunstop", "start"],
    ["Help", "help"],
    ["c", "confirm"],
    [" C ", "confirm"],
    ["r", "reschedule"],
    ["R\n", "reschedule"],
  ])("%j is %s", (body, kind) => {
    expect(classifyInbound(body)).toBe(kind);
  });

  it.each([
    "Please stop by at 10",
    "stop.",
    "STOP!",
    "S TOP",
    "cancel my visit",
    "helpful",
    "CC",
    "Running late?",
    "",
    "   ",
    "constructor",
    "toString",
  ])("%j is a message for the office", (body) => {
    expect(classifyInbound(body)).toBe("message");
  });
});
