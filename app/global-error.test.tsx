import { fireEvent, render, screen, within } from "@testing-library/react";
import GlobalError from "./global-error";

function layoutError(): Error & { digest: string } {
  const error = new Error("ECONNREFUSED 10.0.4.12:5432 while loading settings") as Error & { digest: string };
  error.stack = "Error: ECONNREFUSED\n    at RootLayout (/srv/app/.next/server/app/layout.js:1:99)";
  error.digest = "982114530";
  return error;
}

/**
 * global-error.tsx brings its own <html> and <body>, so it is rendered as the whole document,
 * as Next does when the root layout fails.
 */
function renderDocument(reset = jest.fn()) {
  const result = render(<GlobalError error={layoutError()} reset={reset} />, { container: document, baseElement: document.documentElement });
  return { ...result, reset, body: within(document.body) };
}

describe("app/global-error.tsx (the root layout failed)", () => {
  it("replaces the whole document with friendly words, a retry and a full link home", () => {
    const { body } = renderDocument();
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(body.getByRole("heading", { level: 1 })).toHaveTextContent("We're sorry, the site hit a snag");
    expect(body.getByText(/your bookings are safe/)).toBeInTheDocument();
    expect(body.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(body.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });

  it("retries when asked", () => {
    const { body, reset } = renderDocument();
    fireEvent.click(body.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("never shows the error's message or stack, only the reference the log carries", () => {
    renderDocument();
    const text = document.body.textContent ?? "";
    for (const secret of ["ECONNREFUSED", "10.0.4.12", "5432", "RootLayout", "layout.js"]) expect(text).not.toContain(secret);
    expect(screen.getByText("Reference for our office: 982114530")).toBeInTheDocument();
  });
});
