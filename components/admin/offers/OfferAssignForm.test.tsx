import { fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { describeOutcome, OfferAssignForm } from "./OfferAssignForm";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/offers/1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

describe("OfferAssignForm", () => {
  it("says who got the offer and why others did not", () => {
    expect(describeOutcome({ assigned: ["a@x.test"], alreadyHeld: ["b@x.test"], notFound: ["c@x.test"], refused: [{ email: "root@x.test", reason: "Nobody can act on a SuperAdmin account." }] })).toBe(
      "Given to 1 person. Already held by b@x.test. No account for c@x.test. Not given to root@x.test: Nobody can act on a SuperAdmin account.",
    );
  });

  it("sends a pasted list as distinct addresses", async () => {
    const sent = installFakeFetch([{ status: 200, body: { assigned: ["a@x.test", "b@x.test"], alreadyHeld: [], notFound: [], refused: [] } }]);
    render(<OfferAssignForm offer={{ id: 7, name: "Spring" }} />);
    fireEvent.click(screen.getByLabelText("A list"));
    fireEvent.change(screen.getByLabelText("Email addresses"), { target: { value: "A@x.test, b@x.test\na@x.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Give offer" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Give “Spring” to 2 people?" })).getByRole("button", { name: "Give offer" }));
    expect(await screen.findByText("Given to 2 people.")).toBeInTheDocument();
    expect(sent[0]).toEqual({ url: "/api/admin/offers/7/assign", method: "POST", body: { emails: ["a@x.test", "b@x.test"] } });
  });
});
