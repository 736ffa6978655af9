import { smsSegments } from "./segments";

const a = (n: number) => "a".repeat(n);
const accented = (n: number) => "á".repeat(n); // not in the GSM alphabet (à is)

describe("smsSegments", () => {
  it.each([
    ["an empty body", "", "GSM-7", 0, 0],
    ["a short plain text", "Reply STOP to opt out", "GSM-7", 21, 1],
    ["GSM letters outside ASCII", "Ça, Ñoño, Søren, Ærø: £5 ¥ §", "GSM-7", 28, 1],
    ["line breaks, one septet each", "Hi\r\nthere", "GSM-7", 9, 1],
    ["160 septets, the most of one segment", a(160), "GSM-7", 160, 1],
    ["161 septets, split into 153 each", a(161), "GSM-7", 161, 2],
    ["306 septets, two full parts", a(306), "GSM-7", 306, 2],
    ["307 septets", a(307), "GSM-7", 307, 3],
    ["extension characters counting double", "{[~]}|\\^€", "GSM-7", 18, 1],
    ["80 euro signs, 160 septets", "€".repeat(80), "GSM-7", 160, 1],
    ["81 euro signs, 162 septets", "€".repeat(81), "GSM-7", 162, 2],
    ["an escape pair never cut between segments", `${a(152)}€${a(152)}`, "GSM-7", 306, 3],
    ["one character outside GSM: the whole body in UCS-2", `Your cleaner is on the way, ${accented(1)}`, "UCS-2", 29, 1],
    ["a curly apostrophe", "We’re on our way", "UCS-2", 16, 1],
    ["70 UCS-2 units, the most of one segment", accented(70), "UCS-2", 70, 1],
    ["71 UCS-2 units, split into 67 each", accented(71), "UCS-2", 71, 2],
    ["134 UCS-2 units, two full parts", accented(134), "UCS-2", 134, 2],
    ["135 UCS-2 units", accented(135), "UCS-2", 135, 3],
    ["an emoji, two UTF-16 units", "On my way 🚗", "UCS-2", 12, 1],
    ["a surrogate pair never cut between segments", `${accented(66)}😀${accented(66)}`, "UCS-2", 134, 3],
  ])("%s", (_name, body, encoding, units, segments) => {
    expect(smsSegments(body)).toEqual({ encoding, units, segments });
  });
});
