import { render, screen, within } from "@testing-library/react";
import { ContactPage } from "@/components/contact/ContactPage";
import { contentIn } from "@/lib/site/content";
import { AboutView } from "./AboutView";
import { LegalView } from "./LegalView";
import { ServicesOverviewView } from "./ServicesOverviewView";
import { hasSpanishTwin, splitLocale } from "@/lib/kernel/i18n/paths";

jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));
jest.mock("@/lib/site/company", () => ({
  getCompanyContacts: () => ({ name: "Borough Bright Cleaning", phone: "(718) 555-0134", phoneHref: "tel:+17185550134", email: "hello@example.com", address: "Brooklyn, NY" }),
}));

const english = contentIn("en");
const spanish = contentIn("es");
const crumbsIn = (home: string, name: string, path: string) => [
  { name: home, path: home === "Inicio" ? "/es" : "/" },
  { name, path },
];

describe("AboutView (issue #30)", () => {
  it("speaks Spanish around the Spanish copy on /es/about", () => {
    const { container } = render(<AboutView page={spanish.aboutPage} crumbs={crumbsIn("Inicio", "Quiénes somos", "/es/about")} locale="es" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(spanish.aboutPage.h1);
    expect(screen.getByRole("heading", { name: "Lo que nos importa" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Mapa de Manhattan, Brooklyn y Queens, los tres condados donde limpiamos" })).toBeInTheDocument();
    for (const english of ["About us", "What we stand for", "the three boroughs we serve"]) expect(container).not.toHaveTextContent(english);
  });

  it("keeps its English words on /about", () => {
    render(<AboutView page={english.aboutPage} crumbs={crumbsIn("Home", "About", "/about")} locale="en" />);
    expect(screen.getByText("About us")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What we stand for" })).toBeInTheDocument();
  });
});

describe("ServicesOverviewView (issue #30)", () => {
  it("speaks Spanish on /es/service-page, and its links lead to pages that exist", () => {
    const { container } = render(
      <ServicesOverviewView page={spanish.servicesOverviewPage} crumbs={crumbsIn("Inicio", "Servicios", "/es/service-page")} services={spanish.serviceSummaries} locale="es" />,
    );
    expect(screen.getByRole("link", { name: "Ayúdame a elegir" })).toHaveAttribute("href", "#choosing");
    expect(screen.getByRole("img", { name: "Un kit de limpieza: una cubeta con espuma, un atomizador y una esponja" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Limpieza profunda/ })).toHaveAttribute("href", "/es/services/deep-cleaning");
    for (const link of screen.getAllByRole("link")) {
      const href = link.getAttribute("href") ?? "";
      if (href.startsWith("/es")) expect([href, hasSpanishTwin(splitLocale(href.split(/[?#]/, 1)[0] ?? href).path)]).toEqual([href, true]);
    }
    for (const english of ["Book Now", "Help me choose", "A cleaning kit"]) expect(container).not.toHaveTextContent(english);
  });
});

describe("LegalView (issue #30)", () => {
  it("dates and lists the Spanish terms in Spanish", () => {
    const { container } = render(<LegalView page={spanish.termsPage} crumbs={crumbsIn("Inicio", "Términos y condiciones", "/es/terms-and-conditions")} locale="es" />);
    expect(screen.getByText("21 de noviembre de 2026")).toHaveAttribute("dateTime", "2026-11-21");
    expect(container).toHaveTextContent("Vigente desde el 21 de noviembre de 2026");
    const contents = screen.getByRole("navigation", { name: "Contenido" });
    expect(within(contents).getAllByRole("link")).toHaveLength(spanish.termsPage.sections.length);
    for (const english of ["Effective", "Contents", "November"]) expect(container).not.toHaveTextContent(english);
  });

  it("keeps the English privacy policy's date and contents as they were", () => {
    const { container } = render(<LegalView page={english.privacyPolicyPage} crumbs={crumbsIn("Home", "Privacy Policy", "/privacy-policy")} locale="en" />);
    expect(container.querySelector("time")?.parentElement?.innerHTML).toBe('Effective <time datetime="2026-11-21">November 21, 2026</time>');
    expect(screen.getByRole("navigation", { name: "Contents" })).toBeInTheDocument();
  });
});

describe("ContactPage (issue #30)", () => {
  it("is in Spanish on /es/contact: heading, form, details and the booking link", () => {
    const { container } = render(<ContactPage locale="es" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contacta a Borough Bright Cleaning");
    expect(screen.getByRole("heading", { name: "Envíanos un mensaje" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Contáctanos" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Habla con una persona" })).toBeInTheDocument();
    expect(container).toHaveTextContent("Todos los días, de 8 a.m. a 7 p.m. hora de Nueva York");
    expect(screen.getByRole("link", { name: "Ve tu precio y reserva" })).toHaveAttribute("href", "/booking");
    for (const english of ["Contact Borough Bright Cleaning", "Send us a message", "Talk to a person", "Office hours", "7 days a week", "Booking a home cleaning?"]) {
      expect(container).not.toHaveTextContent(english);
    }
  });

  it("keeps its English words on /contact", () => {
    render(<ContactPage locale="en" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contact Borough Bright Cleaning");
    expect(screen.getByText("Fields without “optional” are required.")).toBeInTheDocument();
    expect(screen.getByText("7 days a week, 8 AM to 7 PM New York time")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get your quote and book" })).toHaveAttribute("href", "/booking");
  });
});
