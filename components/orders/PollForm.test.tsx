import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import { PollForm } from "./PollForm";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const TOKEN = "t".repeat(43);

describe("PollForm", () => {
  it("asks before publishing: the box is unticked, and an answer without the tick stays private", async () => {
    const sent = installFakeFetch([{ status: 200, body: { answered: true } }]);
    render(<PollForm token={TOKEN} />);
    const publish = screen.getByRole("checkbox", { name: /you may publish my rating and comment/i });
    expect(publish).not.toBeChecked();
    fireEvent.click(screen.getByLabelText(/^5/));
    fireEvent.click(screen.getByRole("button", { name: "Send my answer" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/poll-success"));
    expect(sent[0]?.body).toEqual({ token: TOKEN, rating: 5, comment: null, publish: false });
  });

  it("sends the tick when the customer gives it", async () => {
    const sent = installFakeFetch([{ status: 200, body: { answered: true } }]);
    render(<PollForm token={TOKEN} />);
    fireEvent.click(screen.getByLabelText(/^4/));
    fireEvent.change(screen.getByLabelText(/Anything to tell us/), { target: { value: "Great job in the bathroom" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /you may publish my rating and comment/i }));
    fireEvent.click(screen.getByRole("button", { name: "Send my answer" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ token: TOKEN, rating: 4, comment: "Great job in the bathroom", publish: true });
  });

  it("opens with the star tapped in the email chosen, and sends nothing until the customer presses the button", async () => {
    const sent = installFakeFetch([{ status: 200, body: { answered: true } }]);
    render(<PollForm token={TOKEN} initialRating={4} />);
    expect(screen.getByLabelText(/^4/)).toBeChecked();
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Send my answer" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ token: TOKEN, rating: 4 });
  });
});
