import { fireEvent, render, screen } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { ReviewLinkForm } from "./ReviewLinkForm";

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }), usePathname: () => "/admin/settings" }));

const LINK = "https://g.page/r/CbQx-borough-bright/review";
const field = () => screen.getByLabelText(/Google review link/);

describe("ReviewLinkForm", () => {
  beforeEach(() => mockRefresh.mockClear());

  it("saves the link and says when requests go out", async () => {
    const sent = installFakeFetch([{ status: 200, body: { googleReviewUrl: LINK } }]);
    render(<ReviewLinkForm initial={null} />);
    fireEvent.change(field(), { target: { value: LINK } });
    fireEvent.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Customers are asked for a review at 10 AM the day after each completed visit.");
    expect(sent).toEqual([{ url: "/api/admin/settings/review-link", method: "PUT", body: { googleReviewUrl: LINK } }]);
    expect(mockRefresh).toHaveBeenCalled();
  });

  it("shows the server's words under the field for a link it refuses, and sends nothing when nothing changed", async () => {
    const message = "Paste the https link Google gives for writing a review (g.page, search.google.com or google.com/maps), or leave it empty.";
    const sent = installFakeFetch([{ status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { googleReviewUrl: message } } }]);
    render(<ReviewLinkForm initial={LINK} />);
    fireEvent.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Nothing has changed yet.");
    expect(sent).toEqual([]);

    fireEvent.change(field(), { target: { value: "https://reviews.example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Save link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(mockRefresh).not.toHaveBeenCalled();
  });
});
