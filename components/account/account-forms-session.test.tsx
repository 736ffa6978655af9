import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useSession } from "next-auth/react";
import { signOutOfSite } from "@/lib/auth/sign-out";
import { readSessionFromServer } from "@/lib/auth/site-session";
import { fullPageNavigation } from "@/lib/kernel/full-page-navigation";
import { AddressForm } from "./AddressForm";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { ProfileDetailsForm } from "./ProfileDetailsForm";
import { ProfilePictureForm } from "./ProfilePictureForm";

const updateSession = jest.fn(async () => null);
jest.mock("next-auth/react", () => ({ useSession: jest.fn() }));
// The API helper reads the session and signs out without next-auth's client.
jest.mock("@/lib/auth/site-session", () => ({ readSessionFromServer: jest.fn(async () => null) }));
jest.mock("@/lib/auth/sign-out", () => ({ signOutOfSite: jest.fn(async (url: string) => url) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

let answer: { status: number; body: unknown } = { status: 401, body: { error: "Please sign in to continue." } };
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: answer.status < 400, status: answer.status, json: async () => answer.body }));

beforeEach(() => {
  answer = { status: 401, body: { error: "Please sign in to continue." } };
  fetchMock.mockClear();
  updateSession.mockClear();
  jest.mocked(useSession).mockReturnValue({ data: null, status: "authenticated", update: updateSession } as unknown as ReturnType<typeof useSession>);
  jest.mocked(signOutOfSite).mockClear();
  jest.mocked(readSessionFromServer).mockClear();
  jest.mocked(fullPageNavigation).mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
  window.history.replaceState(null, "", "/profile");
});

function pictureFile(): File {
  return new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
}

const forms: Array<[string, () => void]> = [
  [
    "profile details",
    () => {
      render(<ProfileDetailsForm initial={{ firstName: "Maya", lastName: "Chen", phone: null, locale: "en" }} />);
      fireEvent.click(screen.getByRole("button", { name: "Save details" }));
    },
  ],
  [
    "picture",
    () => {
      render(<ProfilePictureForm initialUrl={null} firstName="Maya" lastName="Chen" />);
      fireEvent.change(screen.getByLabelText("Choose a picture"), { target: { files: [pictureFile()] } });
      fireEvent.click(screen.getByRole("button", { name: "Upload picture" }));
    },
  ],
  [
    "address",
    () => {
      render(<AddressForm onSaved={() => undefined} onCancel={() => undefined} />);
      fireEvent.click(screen.getByRole("button", { name: "Add address" }));
    },
  ],
  [
    "password",
    () => {
      render(<ChangePasswordForm email="maya@example.test" />);
      fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "Sunny-Stoop-42" } });
      fireEvent.change(screen.getByLabelText("New password"), { target: { value: "Astoria-Sunrise-58" } });
      fireEvent.change(screen.getByLabelText("New password again"), { target: { value: "Astoria-Sunrise-58" } });
      fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    },
  ],
  [
    "email",
    () => {
      render(<ChangeEmailForm currentEmail="maya@example.test" />);
      fireEvent.change(screen.getByLabelText("New email address"), { target: { value: "maya.chen@example.test" } });
      fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Sunny-Stoop-42" } });
      fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    },
  ],
];

describe.each(forms)("the %s form, when the session has ended", (_name, submit) => {
  it("logs out and sends the user to sign in, back to this page, instead of showing the API's refusal", async () => {
    submit();
    await waitFor(() => expect(fullPageNavigation).toHaveBeenCalledWith("/login?returnUrl=%2Fprofile"));
    expect(readSessionFromServer).toHaveBeenCalled();
    expect(signOutOfSite).toHaveBeenCalled();
    expect(screen.queryByText("Please sign in to continue.")).not.toBeInTheDocument();
  });
});

describe("the picture form", () => {
  it("refreshes the session after a new picture, so the header shows it at once", async () => {
    answer = { status: 200, body: { pictureUrl: "/api/users/u1/picture?v=abc" } };
    forms[1]?.[1]();
    await screen.findByText("Your new picture is saved.");
    expect(updateSession).toHaveBeenCalled();
  });

  it("refreshes the session after the picture is removed", async () => {
    answer = { status: 200, body: { pictureUrl: null } };
    render(<ProfilePictureForm initialUrl="/api/users/u1/picture?v=abc" firstName="Maya" lastName="Chen" />);
    fireEvent.click(screen.getByRole("button", { name: "Remove picture" }));
    await screen.findByText("Your picture is removed.");
    expect(updateSession).toHaveBeenCalled();
  });
});
