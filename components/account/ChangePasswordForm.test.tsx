import { fireEvent, render, screen, within } from "@testing-library/react";
import { ChangePasswordForm } from "./ChangePasswordForm";

const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: true, status: 200, json: async () => ({ message: "Changed." }) }));

beforeEach(() => {
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("ChangePasswordForm", () => {
  it("shows every problem at once, not one per try", () => {
    render(<ChangePasswordForm email="maya@example.com" />);
    fill("New password", "short");
    fill("New password again", "shorter");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));

    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription("Enter your current password.");
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("New password again")).toHaveAccessibleDescription("The two new passwords are not the same.");
    const summary = screen.getByRole("region", { name: "There is a problem with your answers" });
    expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Enter your current password.",
      "Use at least 8 characters.",
      "The two new passwords are not the same.",
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
