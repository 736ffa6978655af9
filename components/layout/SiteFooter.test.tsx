import { render, screen, within } from "@testing-library/react";
import type { CompanyContacts } from "@/lib/site/company";
import { ShellTextProvider } from "@/components/i18n/ShellWords";
import { shellTextIn } from "@/components/i18n/shell-text";
import { SiteFooter } from "./SiteFooter";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

const company: CompanyContacts = {
  name: "Borough Bright Cleaning",
  phone: "(718) 555-0142",
  phoneHref: "tel:+17185550142",
  email: "hello@boroughbright.example",
  address: "245 Atlantic Ave, Brooklyn, NY 11201",
};

describe("the footer", () => {
  it("says its words and links to the pages in Spanish on a Spanish page", () => {
    render(
      <ShellTextProvider value={shellTextIn("es")}>
        <SiteFooter company={company} locale="es" />
      </ShellTextProvider>,
    );
    const footerNav = screen.getByRole("navigation", { name: "Pie de página" });
    expect(within(footerNav).getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
    expect(screen.getByText("Todos los días, con llegadas de 8 a.m. a 5 p.m.")).toBeInTheDocument();
    expect(screen.queryByText(/7 days a week/)).toBeNull();
  });


  it("links gift cards", () => {
    render(
      <ShellTextProvider value={shellTextIn("en")}>
        <SiteFooter company={company} locale="en" />
      </ShellTextProvider>,
    );
    const footerNav = screen.getByRole("navigation", { name: "Footer" });
    expect(within(footerNav).getByRole("link", { name: "Gift cards" })).toHaveAttribute("href", "/gift-cards");
  });
});
