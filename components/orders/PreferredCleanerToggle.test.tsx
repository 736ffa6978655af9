import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import { PreferredCleanerToggle } from "./PreferredCleanerToggle";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const ORDER = "0b5f3c1e-8d2a-4c61-9a57-3f0f1b7e2d44";

describe("PreferredCleanerToggle", () => {
  it("turns the preference on, then off, and says so", async () => {
    const sent = installFakeFetch([
      { status: 200, body: { preferred: true } },
      { status: 200, body: { preferred: false } },
    ]);
    render(<PreferredCleanerToggle orderId={ORDER} firstName="Dorota" preferred={false} />);
    const toggle = screen.getByRole("switch", { name: "I'd like Dorota again" });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    expect(screen.getByText(/send Dorota to your next visits/)).toBeInTheDocument();
    expect(sent[0]?.url).toBe(`/api/orders/${ORDER}/preferred-cleaner`);
    expect(sent[0]?.body).toEqual({ preferred: true });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    expect(sent[1]?.body).toEqual({ preferred: false });
    expect(refresh).toHaveBeenCalled();
  });

  it("keeps the switch as it was and shows the server's words when it is refused", async () => {
    installFakeFetch([{ status: 409, body: { error: "We won't send this cleaner to you again after your feedback. Call us if you'd like that changed." } }]);
    render(<PreferredCleanerToggle orderId={ORDER} firstName="Dorota" preferred={false} />);
    fireEvent.click(screen.getByRole("switch"));
    expect(await screen.findByText(/We won't send this cleaner to you again/)).toBeInTheDocument();
    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "false");
  });
});
