/** Signing up from the booking form (issue #24): the fields start with step 4's name and email, and the way back is sent along. */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { newBookingForm } from "@/lib/booking/booking-form";
import { BOOKING_STORAGE_KEY } from "@/lib/booking/saved-booking-signal";
import { RegisterForm } from "./RegisterForm";

jest.mock("next-auth/react", () => ({ signIn: jest.fn(async () => ({ ok: false, error: "CredentialsSignin" })), getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: false, status: 429, json: async () => ({ error: "Too many new accounts from this address." }) }));

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
  const form = { ...newBookingForm("5f0c8a1e-2b3d-4c5e-8f90-a1b2c3d4e5f6"), bookingProgress: "step-5" as const };
  window.localStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ ...form, contact: { name: "Mary Ann Lopez", phone: "(718) 555-0100", email: "mary@example.com" } }));
});

describe("RegisterForm from the booking form", () => {
  it("starts with the name and email typed in step 4 and sends /booking as the way back", async () => {
    render(<RegisterForm returnUrl="/booking" />);
    expect(await screen.findByDisplayValue("Mary Ann")).toHaveAccessibleName(/First name/);
    expect(screen.getByLabelText(/Last name/)).toHaveValue("Lopez");
    expect(screen.getByLabelText(/Email/)).toHaveValue("mary@example.com");
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "Riverside-Drive-88" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ firstName: "Mary Ann", lastName: "Lopez", email: "mary@example.com", password: "Riverside-Drive-88", returnUrl: "/booking" });
  });

  it("starts empty anywhere else", () => {
    render(<RegisterForm returnUrl="/gift-cards" />);
    expect(screen.getByLabelText(/First name/)).toHaveValue("");
    expect(screen.getByLabelText(/Email/)).toHaveValue("");
  });
});
