import { act, render, screen, waitFor } from "@testing-library/react";
import { attachSessionSource, publishSiteSession, resetSiteSessionForTests, useSiteSession } from "./site-session";
import { signOutOfSite } from "./sign-out";

const user = { id: "u1", email: "maya@example.test", firstName: "Maya", lastName: "Chen", role: "Customer" as const, pictureUrl: null, emailVerified: true, blocked: false };

let sessionAnswer: unknown = {};
const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
  if (url === "/api/auth/session") return { ok: true, status: 200, json: async () => sessionAnswer };
  if (url === "/api/auth/csrf") return { ok: true, status: 200, json: async () => ({ csrfToken: "token-1" }) };
  if (url === "/api/auth/signout") return { ok: true, status: 200, json: async () => ({ url: "http://localhost/" }) };
  return { ok: false, status: 404, json: async () => ({}) };
});

function Reader() {
  const { data, status } = useSiteSession();
  return <p data-testid="session">{status === "authenticated" ? `${status}:${data?.user.firstName}` : status}</p>;
}

beforeEach(() => {
  resetSiteSessionForTests();
  sessionAnswer = {};
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
  window.localStorage.clear();
});

const sessionReads = () => fetchMock.mock.calls.filter(([url]) => url === "/api/auth/session").length;

describe("the site session without next-auth's client", () => {
  it("reads the session once for every reader on the page", async () => {
    sessionAnswer = { user, expires: "2026-12-01T00:00:00.000Z" };
    render(
      <>
        <Reader />
        <Reader />
      </>,
    );
    expect(screen.getAllByTestId("session")[0]).toHaveTextContent("loading");
    await waitFor(() => expect(screen.getAllByTestId("session")[1]).toHaveTextContent("authenticated:Maya"));
    expect(sessionReads()).toBe(1);
  });

  it("shows a visitor as signed out", async () => {
    render(<Reader />);
    await waitFor(() => expect(screen.getByTestId("session")).toHaveTextContent("unauthenticated"));
  });

  it("reads again when the tab comes back into view", async () => {
    render(<Reader />);
    await waitFor(() => expect(screen.getByTestId("session")).toHaveTextContent("unauthenticated"));
    sessionAnswer = { user, expires: "" };
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(screen.getByTestId("session")).toHaveTextContent("authenticated:Maya"));
  });

  it("makes no request of its own while next-auth's provider is attached, and follows it", async () => {
    const refresh = jest.fn(async () => null);
    let detach = () => undefined as unknown;
    render(<Reader />);
    act(() => {
      detach = attachSessionSource(refresh);
      publishSiteSession({ data: { user: { ...user, firstName: "Ana" }, expires: "" }, status: "authenticated" });
    });
    expect(screen.getByTestId("session")).toHaveTextContent("authenticated:Ana");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(sessionReads()).toBe(0);
    detach();
  });

  it("signs out with next-auth's two requests and tells every reader and the other tabs", async () => {
    sessionAnswer = { user, expires: "" };
    render(<Reader />);
    await waitFor(() => expect(screen.getByTestId("session")).toHaveTextContent("authenticated:Maya"));
    let target = "";
    await act(async () => {
      target = await signOutOfSite("/about");
    });
    expect(target).toBe("http://localhost/");
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/auth/signout") ?? [];
    expect(init?.method).toBe("POST");
    expect(String(init?.body)).toBe("csrfToken=token-1&callbackUrl=%2Fabout&json=true");
    expect(screen.getByTestId("session")).toHaveTextContent("unauthenticated");
    expect(window.localStorage.getItem("nextauth.message")).toContain("signout");
  });
});

describe("on a page whose layout brings next-auth's provider", () => {
  it("leaves the session read to that provider, even when it hydrates later", async () => {
    const marker = document.createElement("template");
    marker.setAttribute("data-session-provider", "next-auth");
    document.body.append(marker);
    try {
      render(<Reader />);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      expect(sessionReads()).toBe(0);
      expect(screen.getByTestId("session")).toHaveTextContent("loading");
      act(() => publishSiteSession({ data: { user: { ...user, firstName: "Ana" }, expires: "" }, status: "authenticated" }));
      expect(screen.getByTestId("session")).toHaveTextContent("authenticated:Ana");
    } finally {
      marker.remove();
    }
  });
});
