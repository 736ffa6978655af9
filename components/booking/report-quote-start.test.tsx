import { reportQuoteStart } from "./report-quote-start";

/** The booking form reports a first price once per tab (docs/product.md, "The owner's charts"). */
describe("reportQuoteStart", () => {
  it("posts once, with nothing about the visitor, however often step 1 is passed", () => {
    const fetchMock = jest.fn(() => Promise.resolve(new Response(JSON.stringify({ counted: true }), { status: 200, headers: { "content-type": "application/json" } })));
    global.fetch = fetchMock as unknown as typeof fetch;
    reportQuoteStart();
    reportQuoteStart();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual(["/api/booking/quote-started", "POST", undefined]);
    expect(window.sessionStorage.getItem("borough-bright:quote-start-reported")).toBe("1");
  });
});
