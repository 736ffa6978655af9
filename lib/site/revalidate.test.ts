import { createHmac } from "node:crypto";
import { isValidRevalidateToken, localBaseUrl, requestPublicRevalidation, revalidateTokenFor } from "./revalidate";

const SECRET = "s".repeat(40);

describe("revalidation token", () => {
  it("is the hex HMAC-SHA256 of 'revalidate' keyed with the secret", () => {
    expect(revalidateTokenFor(SECRET)).toBe(createHmac("sha256", SECRET).update("revalidate").digest("hex"));
    expect(revalidateTokenFor(SECRET)).toMatch(/^[0-9a-f]{64}$/);
    expect(revalidateTokenFor(SECRET)).not.toBe(revalidateTokenFor(`${SECRET}x`));
  });

  it("accepts only the exact token, and nothing without a secret", () => {
    const token = revalidateTokenFor(SECRET);
    expect(isValidRevalidateToken(token, SECRET)).toBe(true);
    expect(isValidRevalidateToken(token.toUpperCase(), SECRET)).toBe(false);
    expect(isValidRevalidateToken(token.slice(1), SECRET)).toBe(false);
    expect(isValidRevalidateToken(`${token}0`, SECRET)).toBe(false);
    expect(isValidRevalidateToken("", SECRET)).toBe(false);
    expect(isValidRevalidateToken(null, SECRET)).toBe(false);
    expect(isValidRevalidateToken(token, undefined)).toBe(false);
  });
});

describe("localBaseUrl", () => {
  it.each([
    ["0.0.0.0", 3000, "http://127.0.0.1:3000"],
    ["::", 8080, "http://127.0.0.1:8080"],
    ["", 3000, "http://127.0.0.1:3000"],
    ["127.0.0.1", 4100, "http://127.0.0.1:4100"],
    ["::1", 3000, "http://[::1]:3000"],
    ["app.internal", 3000, "http://app.internal:3000"],
  ])("reaches %s:%d at %s", (hostname, port, expected) => {
    expect(localBaseUrl(hostname, port)).toBe(expected);
  });
});

describe("requestPublicRevalidation", () => {
  it("posts the token to the internal route and reports success", async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => new Response("{}", { status: 200 }));
    await expect(requestPublicRevalidation("http://127.0.0.1:3000/", SECRET, fetchImpl)).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("http://127.0.0.1:3000/api/internal/revalidate");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("x-internal-token")).toBe(revalidateTokenFor(SECRET));
  });

  it("reports failure without throwing on an error status, a network error or no secret", async () => {
    await expect(requestPublicRevalidation("http://x", SECRET, async () => new Response("", { status: 404 }))).resolves.toBe(false);
    await expect(
      requestPublicRevalidation("http://x", SECRET, async () => {
        throw new TypeError("fetch failed");
      }),
    ).resolves.toBe(false);
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    await expect(requestPublicRevalidation("http://x", undefined, fetchImpl)).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
