import { Writable } from "node:stream";
import { createLogger } from "./logger";
import { logRequestError } from "./request-error";

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(stream, "info"), lines };
}

describe("logRequestError", () => {
  it("logs the failure with the request id, the route and the path without its query", () => {
    const { logger, lines } = capture();
    logRequestError(
      logger,
      new Error("the price table is missing"),
      { path: "/reset-password?token=secret-token", method: "GET", headers: { "x-request-id": "req-abcdef12" } },
      { routerKind: "App Router", routePath: "/reset-password", routeType: "render" },
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: "req-abcdef12", method: "GET", path: "/reset-password", route: "/reset-password", kind: "render" });
    expect(JSON.stringify(lines[0])).not.toContain("secret-token");
    expect(lines[0]?.err).toMatchObject({ message: "the price table is missing" });
  });

  it("leaves the poll link's token out of the path", () => {
    const { logger, lines } = capture();
    logRequestError(
      logger,
      new Error("the poll could not be read"),
      { path: "/poll/-jAfPollToken42", method: "GET", headers: {} },
      { routerKind: "App Router", routePath: "/poll/[token]", routeType: "render" },
    );
    expect(lines[0]).toMatchObject({ path: "/poll/[redacted]", route: "/poll/[token]" });
    expect(JSON.stringify(lines[0])).not.toContain("-jAfPollToken42");
  });
});
