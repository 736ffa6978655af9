import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import type { ClientNotification } from "@/lib/web/realtime/client/notification";
import { NotificationModal } from "./NotificationModal";

const notice = (overrides: Partial<ClientNotification> = {}): ClientNotification => ({
  type: "blocked",
  message: "Your account has been blocked by an administrator.",
  timestamp: "2026-03-04T02:05:00.000Z",
  data: { shouldLogout: true },
  ...overrides,
});

/** The modal as the provider mounts it: only while there is a notification. */
function Host({ initial }: { initial: ClientNotification }) {
  const [notification, setNotification] = useState<ClientNotification | null>(initial);
  return (
    <>
      <button type="button">Book now</button>
      {notification ? <NotificationModal notification={notification} onClose={() => setNotification(null)} /> : null}
    </>
  );
}

describe("NotificationModal", () => {
  it.each([
    ["blocked", "Account Blocked", "lock"],
    ["unblocked", "Account Unblocked", "unlock"],
    ["roleChanged", "Role Updated", "badge"],
    ["forceLogout", "Session Terminated", "logout"],
    ["orderUpdated", "Notification", "bell"],
  ])("titles a %s notice %s, with its icon", (type, title, icon) => {
    render(<NotificationModal notification={notice({ type })} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: title });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog.querySelector(`[data-icon="${icon}"] svg`)).not.toBeNull();
  });

  it("shows the message and the time in New York, and no action button", () => {
    render(<NotificationModal notification={notice()} onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveAccessibleDescription("Your account has been blocked by an administrator.");
    expect(screen.getByText("Mar 3, 2026, 9:05 PM EST")).toHaveAttribute("datetime", "2026-03-04T02:05:00.000Z");
    // The close cross and the Close button; nothing else to click.
    expect(screen.getAllByRole("button").map((button) => button.textContent || button.getAttribute("aria-label"))).toEqual(["Close", "Close"]);
  });

  it.each([
    [{ updating: true }, "spinner"],
    [{ redirecting: true }, "arrow"],
    [{ success: true }, "check"],
    [{ newRole: "Cleaner" }, "badge"],
  ])("reads the role change's flags %j for its icon", (data, icon) => {
    render(<NotificationModal notification={notice({ type: "roleChanged", data })} onClose={() => undefined} />);
    expect(screen.getByRole("dialog").querySelector(`[data-icon="${icon}"]`)).not.toBeNull();
  });

  it("moves focus into the dialog, and the Close button clears the notice", () => {
    render(<Host initial={notice()} />);
    // Focus was on the page's button before the notice; here it is in the dialog.
    const buttons = screen.getAllByRole("button", { name: "Close" });
    expect(buttons[1]).toHaveFocus();
    fireEvent.click(buttons[1] as HTMLElement);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("restores the focus that was there before it opened", () => {
    function Later() {
      const [notification, setNotification] = useState<ClientNotification | null>(null);
      return (
        <>
          <button type="button" onClick={() => setNotification(notice())}>
            Open
          </button>
          {notification ? <NotificationModal notification={notification} onClose={() => setNotification(null)} /> : null}
        </>
      );
    }
    render(<Later />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getAllByRole("button", { name: "Close" })[1]).toHaveFocus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes with the cross, with Escape and with a click on the backdrop, but not with a click inside", () => {
    const onClose = jest.fn();
    render(<NotificationModal notification={notice()} onClose={onClose} />);
    fireEvent.click(screen.getByText("Your account has been blocked by an administrator."));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    fireEvent.keyDown(document, { key: "Escape" });
    fireEvent.click(screen.getByTestId("notification-backdrop"));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("keeps Tab inside the dialog", () => {
    render(<NotificationModal notification={notice()} onClose={() => undefined} />);
    const [cross, close] = screen.getAllByRole("button", { name: "Close" }) as [HTMLElement, HTMLElement];
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: "Tab" });
    expect(cross).toHaveFocus();
    fireEvent.keyDown(cross, { key: "Tab", shiftKey: true });
    expect(close).toHaveFocus();
  });
});
