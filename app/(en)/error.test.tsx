import { fireEvent, render, screen } from "@testing-library/react";
import PageError from "./error";

/** A failure as Next hands it to the page: the server's message and stack, and its digest. */
function serverError(): Error & { digest: string } {
  const error = new Error('Failed query: insert into "orders" values ($1, $2) params: 4f1c…, hunter2') as Error & { digest: string };
  error.stack = "Error: Failed query\n    at submitBooking (/srv/app/.next/server/chunks/412.js:1:2048)";
  error.digest = "3170852210";
  return error;
}

describe("app/error.tsx (a page that failed)", () => {
  it("apologises in plain words and offers a retry, the home page and the office", () => {
    render(<PageError error={serverError()} reset={jest.fn()} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("This page hit a snag on our side");
    expect(screen.getByText(/any booking you already made is safe/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  it("retries the page when asked", () => {
    const reset = jest.fn();
    render(<PageError error={serverError()} reset={reset} />);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("never shows the error's message or stack, only the reference the log carries", () => {
    const { container } = render(<PageError error={serverError()} reset={jest.fn()} />);
    const text = container.textContent ?? "";
    for (const secret of ["Failed query", "insert into", "hunter2", "submitBooking", ".next/server", "at "]) expect(text).not.toContain(secret);
    expect(screen.getByText("Reference for our office: 3170852210")).toBeInTheDocument();
  });

  it("shows no reference when Next gave none", () => {
    const error = new Error("boom");
    const { container } = render(<PageError error={error} reset={jest.fn()} />);
    expect(container.textContent).not.toContain("Reference");
    expect(container.textContent).not.toContain("boom");
  });
});
