import { fireEvent, render, screen } from "@testing-library/react";
import { DialogShell } from "./DialogShell";

function Shell({ onClose, onBackdropClick }: { onClose: () => void; onBackdropClick?: () => void }) {
  return (
    <DialogShell labelledBy="t" initialFocus="button[data-go]" onClose={onClose} onBackdropClick={onBackdropClick} className="max-w-md" panelClassName="p-6">
      <h2 id="t">Skip this week&apos;s deep clean?</h2>
      <button type="button">Keep it</button>
      <button type="button" data-go>
        Skip
      </button>
    </DialogShell>
  );
}

describe("DialogShell", () => {
  it("opens as a modal named by its title, focusing what it was told to", () => {
    render(<Shell onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog", { name: "Skip this week's deep clean?" });
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("button", { name: "Skip" })).toHaveFocus();
  });

  it("hands the browser's close request to the owner instead of closing itself", () => {
    const onClose = jest.fn();
    render(<Shell onClose={onClose} />);
    const dialog = screen.getByRole("dialog");
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute("open");
  });

  it("ignores a click on the backdrop unless the owner asks for it", () => {
    const onClose = jest.fn();
    const { unmount } = render(<Shell onClose={onClose} />);
    fireEvent.click(screen.getByRole("dialog"));
    expect(onClose).not.toHaveBeenCalled();
    unmount();
    const onBackdropClick = jest.fn();
    render(<Shell onClose={onClose} onBackdropClick={onBackdropClick} />);
    fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    fireEvent.click(screen.getByRole("dialog"));
    expect(onBackdropClick).toHaveBeenCalledTimes(1);
  });

  it("gives the focus back and closes the element when it unmounts", () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(<Shell onClose={() => undefined} />);
    const dialog = screen.getByRole("dialog") as HTMLDialogElement;
    unmount();
    expect(dialog.open).toBe(false);
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
