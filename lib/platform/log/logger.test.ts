import { createLogger } from "./logger";
import { chooseRequestId, pathWithoutQuery } from "./request-id";
import { captureLog } from "./testing";


describe("logger", () => {
  it("writes JSON lines and never writes secrets", () => {
    const { stream, lines } = captureLog();
    const logger = createLogger(stream, "info");
    logger.info(
      { reqId: "abc12345", password: "hunter22", user: { token: "t0k3n", email: "a@b.c" }, headers: { cookie: "s=1", authorization: "Bearer x" } },
      "signed in",
    );
    const [line] = lines();
    expect(line).toMatchObject({ msg: "signed in", reqId: "abc12345", password: "[redacted]", user: { token: "[redacted]", email: "a@b.c" } });
    expect(JSON.stringify(line)).not.toMatch(/hunter22|t0k3n|Bearer x|s=1/);
  });
});

describe("request ids", () => {
  it("keeps a well-formed incoming id and replaces anything else", () => {
    expect(chooseRequestId("req-1234abcd")).toBe("req-1234abcd");
    expect(chooseRequestId("bad id\n{\"level\":60}")).toMatch(/^[0-9a-f-]{36}$/);
    expect(chooseRequestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(chooseRequestId(["first-id-123", "second"])).toBe("first-id-123");
  });

  it("drops query strings and fragments, which can carry tokens", () => {
    expect(pathWithoutQuery("/auth/verify-email?token=secret")).toBe("/auth/verify-email");
    expect(pathWithoutQuery("/userManagementHub?id=abc&access_token=xyz")).toBe("/userManagementHub");
    expect(pathWithoutQuery("/about#team")).toBe("/about");
    expect(pathWithoutQuery(undefined)).toBe("/");
  });
});
