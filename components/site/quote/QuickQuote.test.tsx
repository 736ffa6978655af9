import { fireEvent, render, screen } from "@testing-library/react";
import { SERVICE_AREA_REFUSAL } from "@/lib/kernel/service-area";
import { enHome } from "@/lib/kernel/i18n/messages/en-home";
import type { QuickQuoteService } from "@/lib/site/quick-quote";
import { QuickQuote } from "./QuickQuote";
import { pageLocale } from "@/lib/kernel/i18n/paths";
import { quickQuoteText } from "./quick-quote-text";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

/** Two services priced by rooms: $120 for a studio with one bathroom, $10 more per bedroom, $20 per extra bathroom. */
const room = (base: number) => Array.from({ length: 7 }, (_, bedrooms) => Array.from({ length: 5 }, (_, extra) => (base + bedrooms * 10 + extra * 20) * 100));
const SERVICES: QuickQuoteService[] = [
  { slug: "residential-cleaning", name: "Residential Cleaning", fromCents: 12000, roomPrices: room(120) },
  { slug: "deep-cleaning", name: "Deep Cleaning", fromCents: 20000, roomPrices: room(200) },
];

const zip = () => screen.getByRole("textbox");

describe("QuickQuote", () => {
  afterEach(() => {
    mockPathname = "/";
  });

  it("speaks English on an English page, word for word as before", () => {
    render(<QuickQuote services={SERVICES} {...quickQuoteText(pageLocale(mockPathname))} />);
    expect(screen.getByRole("heading", { name: "Your price in seconds" })).toBeInTheDocument();
    expect(screen.getByLabelText("Service")).toBeInTheDocument();
    expect(screen.getByLabelText("ZIP code")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Studio" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "1 bedroom" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "2 bedrooms" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "1 bathroom" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "3 bathrooms" })).toBeInTheDocument();
    expect(screen.getByTestId("quick-quote-price")).toHaveTextContent("From $130 before extras and tax");
    expect(screen.getByRole("button", { name: "See times and book" })).toBeInTheDocument();
    expect(screen.getByRole("button").closest("form")).toHaveAttribute("action", "/booking");

    fireEvent.change(zip(), { target: { value: "11215" } });
    expect(screen.getByRole("status")).toHaveTextContent("Brooklyn: we clean there.");
    fireEvent.change(zip(), { target: { value: "10451" } });
    expect(screen.getByText(`${SERVICE_AREA_REFUSAL}. The Bronx and Staten Island are not on our map yet.`)).toBeInTheDocument();
  });

  it("keeps the English refusal the service area's own sentence", () => {
    expect(enHome.quickQuote.notServed.startsWith(`${SERVICE_AREA_REFUSAL}. `)).toBe(true);
  });

  it("asks for the ZIP in English when sent without one", () => {
    render(<QuickQuote services={SERVICES} {...quickQuoteText(pageLocale(mockPathname))} />);
    fireEvent.submit(screen.getByRole("button").closest("form") as HTMLFormElement);
    expect(screen.getByText("Enter your five-digit ZIP code")).toBeInTheDocument();
  });

  it("speaks Spanish on a Spanish page, money still in dollars", () => {
    mockPathname = "/es";
    render(<QuickQuote services={SERVICES} {...quickQuoteText(pageLocale(mockPathname))} />);
    expect(screen.getByRole("heading", { name: "Tu precio en segundos" })).toBeInTheDocument();
    expect(screen.getByLabelText("Servicio")).toBeInTheDocument();
    expect(screen.getByLabelText("Código postal (ZIP)")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Estudio" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "1 habitación" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "2 habitaciones" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "3 baños" })).toBeInTheDocument();
    expect(screen.getByTestId("quick-quote-price")).toHaveTextContent("Desde $130 antes de extras e impuestos");
    expect(screen.getByRole("button", { name: "Mira horarios y reserva" })).toBeInTheDocument();

    fireEvent.change(zip(), { target: { value: "11215" } });
    expect(screen.getByRole("status")).toHaveTextContent("Brooklyn: sí limpiamos ahí.");
    fireEvent.change(zip(), { target: { value: "10451" } });
    expect(screen.getByText(/^Por ahora limpiamos en Manhattan, Brooklyn y Queens\./)).toBeInTheDocument();

    for (const english of ["Your price in seconds", "ZIP code", "Studio", "bedroom", "From", "See times and book", "we clean there"]) {
      expect(screen.queryByText(new RegExp(english))).not.toBeInTheDocument();
    }
  });

  it("says a service without room prices is a minimum, in either language", () => {
    const flat = [{ slug: "office-cleaning", name: "Office Cleaning", fromCents: 15000 }];
    const { unmount } = render(<QuickQuote services={flat} {...quickQuoteText(pageLocale(mockPathname))} />);
    expect(screen.getByTestId("quick-quote-price")).toHaveTextContent("From $150 minimum, before tax");
    unmount();
    mockPathname = "/es";
    render(<QuickQuote services={flat} {...quickQuoteText(pageLocale(mockPathname))} />);
    expect(screen.getByTestId("quick-quote-price")).toHaveTextContent("Desde $150 mínimo, antes de impuestos");
  });
});
