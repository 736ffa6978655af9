import { render, screen } from "@testing-library/react";
import { BlockedAccountNotice } from "./BlockedAccountNotice";

const session: { data: { user: { blocked: boolean } } | null } = { data: null };
jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));

describe("BlockedAccountNotice", () => {
  it("tells a blocked user their account is read-only, and goes away once the session is unblocked", () => {
    session.data = { user: { blocked: true } };
    const view = render(<BlockedAccountNotice />);
    const notice = screen.getByRole("complementary", { name: "Account notice" });
    expect(notice).toHaveTextContent("Your account is blocked, so it is read-only for now: you can browse and see your orders, but not book, change, cancel or buy.");

    session.data = { user: { blocked: false } };
    view.rerender(<BlockedAccountNotice />);
    expect(screen.queryByRole("complementary", { name: "Account notice" })).not.toBeInTheDocument();
  });

  it("shows nothing to visitors", () => {
    session.data = null;
    render(<BlockedAccountNotice />);
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });
});
