import { revalidatePath } from "next/cache";
import { resetConfigCache } from "@/lib/platform/config";
import { revalidateTokenFor } from "@/lib/site/revalidate";
import { POST } from "./route";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

function post(headers: Record<string, string> = {}): Promise<Response> {
  return POST(new Request("http://localhost/api/internal/revalidate", { method: "POST", headers }));
}

describe("POST /api/internal/revalidate", () => {
  const saved = process.env.AUTH_SECRET;
  beforeEach(() => {
    process.env.AUTH_SECRET = SECRET;
    resetConfigCache();
    jest.mocked(revalidatePath).mockClear();
  });
  afterAll(() => {
    process.env.AUTH_SECRET = saved;
    resetConfigCache();
  });

  it("refreshes every page under the root layout for the right token", async () => {
    const response = await post({ "x-internal-token": revalidateTokenFor(SECRET) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true });
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
  });

  it.each([
    ["no token", {}],
    ["a wrong token", { "x-internal-token": revalidateTokenFor("another-secret-that-is-long-enough-0000") }],
    ["a truncated token", { "x-internal-token": revalidateTokenFor(SECRET).slice(0, 20) }],
    ["the secret itself", { "x-internal-token": SECRET }],
  ])("answers 404 and refreshes nothing with %s", async (_name, headers: Record<string, string>) => {
    const response = await post(headers);
    expect(response.status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it("answers 404 when the server has no secret", async () => {
    delete process.env.AUTH_SECRET;
    resetConfigCache();
    const response = await post({ "x-internal-token": revalidateTokenFor(SECRET) });
    expect(response.status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
