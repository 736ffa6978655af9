/**
 * The profile's texts (docs/product.md#text-messages): the box, unticked until ticked, in the
 * consent wording word for word; the switches of the customer texts; and the phone field, which
 * says at once why a number cannot be used.
 */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useSession } from "next-auth/react";
import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";
import { SMS_CONSENT_WORDING, SMS_TEAM_CONSENT_WORDING } from "@/lib/messaging/consent-wording";
import type { TextConsentView } from "@/lib/messaging/profile-texts";
import { CUSTOMER_TEXT_LABELS, CUSTOMER_TEXT_TYPES } from "@/lib/messaging/text-types";
import { ProfileDetailsForm } from "./ProfileDetailsForm";
import { TextConsentBox } from "./TextConsentBox";
import { TextTypeSwitches } from "./TextTypeSwitches";

jest.mock("next-auth/react", () => ({ useSession: jest.fn() }));
jest.mock("@/lib/auth/site-session", () => ({ readSessionFromServer: jest.fn(async () => null) }));
jest.mock("@/lib/auth/sign-out", () => ({ signOutOfSite: jest.fn(async (url: string) => url) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

let answer: { status: number; body: unknown } = { status: 200, body: {} };
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: answer.status < 400, status: answer.status, json: async () => answer.body }));
const sentBody = (index = 0) => JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body)) as unknown;

beforeEach(() => {
  fetchMock.mockClear();
  jest.mocked(useSession).mockReturnValue({ data: null, status: "authenticated", update: jest.fn() } as unknown as ReturnType<typeof useSession>);
  Object.assign(globalThis, { fetch: fetchMock });
});

const unticked: TextConsentView = { wording: SMS_CONSENT_WORDING, phone: "(917) 555-0105", phoneProblem: null, on: false, status: null };

describe("TextConsentBox", () => {
  it.each([
    ["a customer", SMS_CONSENT_WORDING],
    ["a cleaner", SMS_TEAM_CONSENT_WORDING],
  ] as const)("is unticked for %s who never said yes, with the wording word for word", (_who, wording) => {
    render(<TextConsentBox initial={{ ...unticked, wording }} />);
    const box = screen.getByRole("checkbox", { name: wording });
    expect(box).not.toBeChecked();
    expect(screen.getByText(wording, { exact: true })).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(expect.stringContaining("Texts go to (917) 555-0105"));
  });

  it("ticked, asks the server and shows where things stand", async () => {
    answer = { status: 200, body: { consent: { ...unticked, on: true, status: "Texts are on since May 12, 2026." } } };
    render(<TextConsentBox initial={unticked} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("checkbox", { name: SMS_CONSENT_WORDING }));
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account/text-consent");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "PUT" });
    expect(sentBody()).toEqual({ consent: true });
    expect(screen.getByRole("checkbox", { name: SMS_CONSENT_WORDING })).toBeChecked();
    expect(screen.getByText("Texts are on since May 12, 2026.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Texts are on.");
  });

  it("stays as it was when the server refuses, and says why", async () => {
    answer = { status: 400, body: { error: "Add your mobile number under Your details first, then tick the box." } };
    render(<TextConsentBox initial={unticked} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("checkbox", { name: SMS_CONSENT_WORDING }));
    });
    expect(screen.getByRole("checkbox", { name: SMS_CONSENT_WORDING })).not.toBeChecked();
    expect(screen.getByRole("alert")).toHaveTextContent("Add your mobile number under Your details first");
  });

  it("says how texts were stopped, and waits for a phone before it can be ticked", () => {
    const { unmount } = render(<TextConsentBox initial={{ ...unticked, status: "You stopped texts on May 13, 2026 by texting STOP. Tick the box to get them again." }} />);
    expect(screen.getByText(/by texting STOP/)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: SMS_CONSENT_WORDING })).toBeEnabled();
    unmount();
    render(<TextConsentBox initial={{ ...unticked, phone: null }} />);
    const box = screen.getByRole("checkbox", { name: SMS_CONSENT_WORDING });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription("Add your mobile number under Your details first, then tick the box.");
  });
});

describe("TextTypeSwitches", () => {
  it("shows one switch per customer text, on unless switched off, and saves each flip as the whole list", async () => {
    answer = { status: 200, body: { mutedTypes: ["reminder", "on-my-way"] } };
    render(<TextTypeSwitches initialMuted={["reminder"]} />);
    const switches = screen.getAllByRole("switch");
    expect(switches).toHaveLength(CUSTOMER_TEXT_TYPES.length);
    expect(screen.getByRole("switch", { name: CUSTOMER_TEXT_LABELS.reminder })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: CUSTOMER_TEXT_LABELS["booking-confirmed"] })).toBeChecked();

    await act(async () => {
      fireEvent.click(screen.getByRole("switch", { name: CUSTOMER_TEXT_LABELS["on-my-way"] }));
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/account/text-preferences");
    expect(sentBody()).toEqual({ mutedTypes: ["reminder", "on-my-way"] });
    expect(screen.getByRole("switch", { name: CUSTOMER_TEXT_LABELS["on-my-way"] })).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent(`${CUSTOMER_TEXT_LABELS["on-my-way"]}: off.`);
  });

  it("puts a switch back when the server refuses", async () => {
    answer = { status: 503, body: { error: "We are doing some maintenance right now." } };
    render(<TextTypeSwitches initialMuted={[]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("switch", { name: CUSTOMER_TEXT_LABELS.reminder }));
    });
    expect(screen.getByRole("switch", { name: CUSTOMER_TEXT_LABELS.reminder })).toBeChecked();
    expect(screen.getByRole("alert")).toHaveTextContent("maintenance");
  });
});

describe("the profile's phone", () => {
  it("says why a number cannot be used when the field is left, and stops once it is right", () => {
    render(<ProfileDetailsForm initial={{ firstName: "Maya", lastName: "Chen", phone: null, locale: "en" }} />);
    const phone = screen.getByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: "(212) 555-0147 ext. 12" } });
    fireEvent.blur(phone);
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_PROBLEM_MESSAGES["not-mobile"]));
    fireEvent.change(phone, { target: { value: "(212) 555-0147" } });
    expect(phone).not.toHaveAttribute("aria-invalid");
  });
});
