import { csvCell, csvLine } from "./csv";

describe("CSV cells", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvLine(["Maya Chen", 15238, "152.38", null, undefined])).toBe("Maya Chen,15238,152.38,,\r\n");
    expect(csvCell(-1250)).toBe("-1250");
  });

  it("quotes a cell holding a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("Apt 4B, Astoria")).toBe('"Apt 4B, Astoria"');
    expect(csvCell('Left the "spare" key')).toBe('"Left the ""spare"" key"');
    expect(csvCell("Buzz 4B\nthen call")).toBe('"Buzz 4B\nthen call"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
  });

  it.each(["=HYPERLINK(\"http://evil.example\")", "+1 212 555 0100", "-2+3", "@SUM(A1:A9)", "\t=1+1", "\r=1+1"])("keeps %j from running as a formula", (text) => {
    const cell = csvCell(text);
    const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
    expect(unquoted).toBe(`'${text}`);
  });

  it("refuses a number that is not finite", () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });
});
