import { buildVisitIcs, escapeIcsText, foldIcsLine, formatIcsUtc } from "./calendar-ics";

const visit = {
  orderId: "7c1b9a52-3f7e-4d1c-9a55-0a3c2e1f4b6d",
  orderNumber: "C-10042",
  summary: "Deep cleaning (Borough Bright, C-10042)",
  description: "Deep cleaning, about 4 h.\nAccess: buzz 3R; key with doorman, ask for Sam\\Lee",
  location: "245 Bedford Ave, 3R, Brooklyn, NY 11211",
  startsAt: new Date("2026-03-10T13:00:00.000Z"),
  endsAt: new Date("2026-03-10T17:00:00.000Z"),
  updatedAt: new Date("2026-03-02T15:00:00.000Z"),
  sequence: 2,
  status: "CONFIRMED" as const,
  domain: "boroughbright.nyc",
};

describe("the visit calendar file", () => {
  const ics = buildVisitIcs(visit, new Date("2026-03-02T15:30:00.000Z"));

  it("ends every line with CRLF and nothing else", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("writes UTC times, a stable UID and the sequence", () => {
    const lines = ics.split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        "UID:order-7c1b9a52-3f7e-4d1c-9a55-0a3c2e1f4b6d@boroughbright.nyc",
        "DTSTAMP:20260302T153000Z",
        "DTSTART:20260310T130000Z",
        "DTEND:20260310T170000Z",
        "SEQUENCE:2",
        "STATUS:CONFIRMED",
        "END:VEVENT",
        "END:VCALENDAR",
      ]),
    );
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    expect(escapeIcsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("LOCATION:245 Bedford Ave\\, 3R\\, Brooklyn\\, NY 11211");
    expect(unfolded).toContain("DESCRIPTION:Deep cleaning\\, about 4 h.\\nAccess: buzz 3R\\; key with doorman\\, ask for Sam\\\\Lee");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const long = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldIcsLine(long);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(" "))).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join("")).toBe(long);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it("writes the visit's status", () => {
    expect(ics).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(buildVisitIcs({ ...visit, status: "TENTATIVE" })).toContain("\r\nSTATUS:TENTATIVE\r\n");
    expect(buildVisitIcs({ ...visit, status: "CANCELLED" })).toContain("\r\nSTATUS:CANCELLED\r\n");
  });

  it("formats instants as basic UTC", () => {
    expect(formatIcsUtc(new Date("2026-11-01T05:30:00.000Z"))).toBe("20261101T053000Z");
  });
});
