import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { signIn } from "next-auth/react";
import { LoginTabs } from "./LoginTabs";

jest.mock("next-auth/react", () => ({ signIn: jest.fn(async () => ({ ok: false, error: "CredentialsSignin" })), getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const EMAIL_TAKEN = "An account with this email already exists. Sign in, or reset your password if you forgot it.";
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({
  ok: false,
  status: 409,
  json: async () => ({ error: EMAIL_TAKEN, fieldErrors: { email: EMAIL_TAKEN } }),
}));

beforeEach(() => {
  fetchMock.mockClear();
  jest.mocked(signIn).mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
});

const renderTabs = (initialTab: "signin" | "register" = "signin") => render(<LoginTabs returnUrl="/" initialTab={initialTab} error={null} googleEnabled={false} />);

describe("LoginTabs", () => {
  it("tells a device signed out by a password change why", () => {
    render(<LoginTabs returnUrl="/" initialTab="signin" error={null} notice="Your password was changed on another device. Sign in with the new password." googleEnabled={false} />);
    expect(screen.getByRole("status")).toHaveTextContent("Your password was changed on another device. Sign in with the new password.");
  });

  it("heads each tab with what it does", () => {
    renderTabs();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back");
    fireEvent.click(screen.getByRole("tab", { name: "Create account" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Create your account");
  });

  it("flags both fields of an empty sign-in without asking the server", async () => {
    renderTabs();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter your email.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Enter your email.");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Enter your password.");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("flags only the empty field when one is filled", async () => {
    renderTabs();
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "maya@example.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter your password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("says a taken email once, beside the field", async () => {
    renderTabs("register");
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "Maya" } });
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Chen" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "maya@example.test" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Sunny-Stoop-42" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText(EMAIL_TAKEN)).toHaveLength(1);
  });
});
