import { render, screen, within } from "@testing-library/react";
import type { CompanyContacts } from "@/lib/site/company";
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
  it("links gift cards", () => {
    render(<SiteFooter company={company} locale="en" />);
    const footerNav = screen.getByRole("navigation", { name: "Footer" });
    expect(within(footerNav).getByRole("link", { name: "Gift cards" })).toHaveAttribute("href", "/gift-cards");
  });
});
