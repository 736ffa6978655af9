import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { fullPageNavigation } from "@/lib/kernel/full-page-navigation";
import type { PublicOffer } from "@/lib/offers/offer-types";
import { SpecialOffersSection } from "./SpecialOffersSection";
import { pageLocale } from "@/lib/kernel/i18n/paths";
import { offerText } from "./offer-text";

type Status = "loading" | "authenticated" | "unauthenticated";
const session: { data: { user: { id: string } } | null; status: Status } = { data: null, status: "loading" };

jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session, readSessionFromServer: jest.fn(async () => null) }));
jest.mock("@/lib/auth/sign-out", () => ({ signOutOfSite: jest.fn(async (url: string) => url) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));
let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

const OFFERS: PublicOffer[] = [
  { id: 1, name: "Welcome to Borough Bright", description: "15% off your first cleaning.", isPercentage: true, discountValue: 15 },
  { id: 2, name: "Brownstone Spring Refresh", description: "$25 off a deep cleaning.", isPercentage: false, discountValue: 25 },
  { id: 3, name: "Good Neighbor", description: "10% off for referrals.", isPercentage: true, discountValue: 10 },
];

interface FakeAnswer {
  status: number;
  body?: unknown;
  /** A network failure instead of an answer. */
  fails?: boolean;
  /** Never answers (the request is still under way). */
  pending?: boolean;
}

let answers: Record<string, FakeAnswer> = {};
const fetchMock = jest.fn(async (url: string) => {
  const answer = answers[url] ?? { status: 404, body: { error: "Not found" } };
  if (answer.pending) return new Promise<never>(() => undefined);
  if (answer.fails) throw new TypeError("Failed to fetch");
  return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body };
});

function setSession(status: Status, userId?: string) {
  session.status = status;
  session.data = userId ? { user: { id: userId } } : null;
}

function renderSection() {
  return render(<SpecialOffersSection text={offerText(pageLocale(mockPathname))} />);
}

async function waitUntilLoaded() {
  await waitFor(() => expect(screen.queryByText("Loading special offers...")).not.toBeInTheDocument());
}

/** After a failed read the section shows nothing at all and logs which list failed. */
async function expectNothingShownAndLogged(list: string) {
  const { container } = renderSection();
  await waitUntilLoaded();
  expect(container).toBeEmptyDOMElement();
  expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(list), expect.anything());
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  answers = { "/api/special-offers": { status: 200, body: OFFERS } };
  fetchMock.mockClear();
  (fullPageNavigation as jest.Mock).mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
  window.localStorage.clear();
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  mockPathname = "/";
});

describe("SpecialOffersSection", () => {
  it("shows the spinner while the session is not known yet", () => {
    setSession("loading");
    renderSection();
    expect(screen.getByRole("status")).toHaveTextContent("Loading special offers...");
  });

  it("shows the spinner while the offers load", () => {
    setSession("unauthenticated");
    answers["/api/special-offers"] = { status: 200, pending: true };
    renderSection();
    expect(screen.getByText("Loading special offers...")).toBeInTheDocument();
  });

  it("shows a visitor every public offer with DISCOUNT badges and the note linking to /login", async () => {
    setSession("unauthenticated");
    renderSection();
    const section = await screen.findByRole("region", { name: "Special offers" });
    const badges = within(section).getAllByRole("link", { name: /^DISCOUNT / });
    expect(badges.map((badge) => badge.textContent)).toEqual([
      expect.stringContaining("15%"),
      expect.stringContaining("$25"),
      expect.stringContaining("10%"),
    ]);
    expect(within(section).getByRole("link", { name: /^DISCOUNT \$25 off with Brownstone Spring Refresh/ })).toHaveAttribute("href", "/login");
    expect(within(section).getByRole("link", { name: "Sign up" }).getAttribute("href")).toMatch(/^\/login(\?|$)/);
    expect(within(section).getByRole("link", { name: "log in" })).toHaveAttribute("href", "/login");
    expect(within(section).getByText(/to see your personalized offers/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/special-offers/mine", expect.anything());
  });

  it("sends a visitor who clicks a badge to /login with a full page load", async () => {
    setSession("unauthenticated");
    renderSection();
    fireEvent.click(await screen.findByRole("link", { name: /^DISCOUNT 15%/ }));
    expect(fullPageNavigation).toHaveBeenCalledWith("/login");
  });

  it("shows a signed-in user only the public offers assigned to them, and a badge goes to /booking", async () => {
    setSession("authenticated", "user-1");
    answers["/api/special-offers/mine"] = { status: 200, body: [{ specialOfferId: 3 }, { specialOfferId: 1 }, { specialOfferId: 42 }] };
    renderSection();
    const section = await screen.findByRole("region", { name: "Special offers" });
    const badges = within(section).getAllByRole("link", { name: /^DISCOUNT / });
    expect(badges).toHaveLength(2);
    expect(within(section).getByText("Welcome to Borough Bright")).toBeInTheDocument();
    expect(within(section).getByText("Good Neighbor")).toBeInTheDocument();
    expect(within(section).queryByText("Brownstone Spring Refresh")).not.toBeInTheDocument();
    expect(within(section).queryByText(/personalized offers/)).not.toBeInTheDocument();
    expect(badges[0]).toHaveAttribute("href", "/booking");
    fireEvent.click(badges[1] as HTMLElement);
    expect(fullPageNavigation).toHaveBeenCalledWith("/booking");
  });

  it("leaves a new-tab click to the browser", async () => {
    setSession("unauthenticated");
    renderSection();
    fireEvent.click(await screen.findByRole("link", { name: /^DISCOUNT 15%/ }), { ctrlKey: true });
    expect(fullPageNavigation).not.toHaveBeenCalled();
  });

  it("shows nothing to a signed-in user without assigned offers", async () => {
    setSession("authenticated", "user-2");
    answers["/api/special-offers/mine"] = { status: 200, body: [] };
    const { container } = renderSection();
    await waitUntilLoaded();
    expect(container).toBeEmptyDOMElement();
  });

  it("shows nothing when there are no public offers", async () => {
    setSession("unauthenticated");
    answers["/api/special-offers"] = { status: 200, body: [] };
    const { container } = renderSection();
    await waitUntilLoaded();
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ["an error answer", { status: 503, body: { error: "Special offers are not available right now." } }],
    ["a network failure", { status: 0, fails: true }],
    ["an unexpected shape", { status: 200, body: [{ id: "1", name: 2 }] }],
  ])("logs and shows nothing after %s for the public offers", async (_label, answer) => {
    setSession("unauthenticated");
    answers["/api/special-offers"] = answer;
    await expectNothingShownAndLogged("public offers");
  });

  it("logs and shows nothing when the user's own offers fail", async () => {
    setSession("authenticated", "user-3");
    answers["/api/special-offers/mine"] = { status: 500, body: { error: "boom" } };
    await expectNothingShownAndLogged("your offers");
  });

  it("clears the user's offers on logout and loads the next user's own", async () => {
    setSession("authenticated", "user-a");
    answers["/api/special-offers/mine"] = { status: 200, body: [{ specialOfferId: 2 }] };
    const view = renderSection();
    expect(await screen.findAllByRole("link", { name: /^DISCOUNT / })).toHaveLength(1);

    setSession("unauthenticated");
    await act(async () => view.rerender(<SpecialOffersSection text={offerText(pageLocale(mockPathname))} />));
    await waitFor(() => expect(screen.getAllByRole("link", { name: /^DISCOUNT / })).toHaveLength(3));
    expect(screen.getByRole("link", { name: "log in" })).toBeInTheDocument();

    setSession("authenticated", "user-b");
    answers["/api/special-offers/mine"] = { status: 200, body: [{ specialOfferId: 1 }, { specialOfferId: 3 }] };
    await act(async () => view.rerender(<SpecialOffersSection text={offerText(pageLocale(mockPathname))} />));
    await waitFor(() => expect(screen.getAllByRole("link", { name: /^DISCOUNT / })).toHaveLength(2));
    expect(screen.queryByText("Brownstone Spring Refresh")).not.toBeInTheDocument();
  });
});

describe("SpecialOffersSection's words", () => {
  it("are English word for word on an English page", async () => {
    setSession("unauthenticated");
    renderSection();
    const section = await screen.findByRole("region", { name: "Special offers" });
    expect(within(section).getByText("Save on your next cleaning")).toBeInTheDocument();
    expect(within(section).getByText(/to see your personalized offers/).textContent).toBe("Sign up or log in to see your personalized offers and use them when you book.");
    expect(within(section).getByRole("list", { name: "Offers" })).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "DISCOUNT 15% off with Welcome to Borough Bright. Log in" })).toHaveAttribute("href", "/login");
  });

  it("tell a signed-in user in English that the offers are on their account", async () => {
    setSession("authenticated", "user-1");
    answers["/api/special-offers/mine"] = { status: 200, body: [{ specialOfferId: 1 }] };
    renderSection();
    expect(await screen.findByText("These offers are on your account. Choose one at checkout when you book.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "DISCOUNT 15% off with Welcome to Borough Bright. Book now" })).toHaveAttribute("href", "/booking");
  });

  it("are Spanish on a Spanish page, the offers themselves as written", async () => {
    mockPathname = "/es";
    setSession("unauthenticated");
    answers["/api/special-offers"] = { status: 200, pending: true };
    const loading = renderSection();
    expect(screen.getByRole("status")).toHaveTextContent("Cargando ofertas especiales...");
    loading.unmount();

    answers["/api/special-offers"] = { status: 200, body: OFFERS };
    renderSection();
    const section = await screen.findByRole("region", { name: "Ofertas especiales" });
    expect(within(section).getByText("Ahorra en tu próxima limpieza")).toBeInTheDocument();
    expect(within(section).getByText(/para ver tus ofertas personalizadas/).textContent).toBe(
      "Regístrate o inicia sesión para ver tus ofertas personalizadas y usarlas cuando reserves.",
    );
    expect(within(section).getByRole("list", { name: "Ofertas" })).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "DESCUENTO $25 con Brownstone Spring Refresh. Inicia sesión" })).toHaveAttribute("href", "/login");
    expect(within(section).getByRole("link", { name: "Regístrate" }).getAttribute("href")).toMatch(/^\/login(\?|$)/);
    expect(within(section).getByText("$25 off a deep cleaning.")).toBeInTheDocument();
    for (const english of ["Special offers", "Save on", "Sign up", "personalized", "DISCOUNT", "off with", "Log in"]) {
      expect(section).not.toHaveTextContent(english);
    }
  });

  it("tell a signed-in user in Spanish that the offers are on their account", async () => {
    mockPathname = "/es";
    setSession("authenticated", "user-1");
    answers["/api/special-offers/mine"] = { status: 200, body: [{ specialOfferId: 1 }] };
    renderSection();
    expect(await screen.findByText("Estas ofertas están en tu cuenta. Elige una al pagar cuando hagas tu reserva.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "DESCUENTO 15% con Welcome to Borough Bright. Reserva ahora" })).toHaveAttribute("href", "/booking");
  });
});
