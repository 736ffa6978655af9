import { fireEvent, render, screen } from "@testing-library/react";
import { TextField } from "./TextField";
import { usePhoneCheck } from "./use-phone-check";

function PhoneForm() {
  const phoneCheck = usePhoneCheck();
  return (
    <>
      <form aria-label="Details">
        <TextField name="phone" label="Phone" type="tel" onBlur={phoneCheck.onBlur} onChange={phoneCheck.onChange} error={phoneCheck.problem ?? undefined} />
        <button type="submit">Save</button>
      </form>
      <form aria-label="Other">
        <button type="button">Elsewhere</button>
      </form>
    </>
  );
}

const phone = () => screen.getByLabelText(/^Phone/);

function typeAndLeave(value: string, pressing?: HTMLElement) {
  fireEvent.change(phone(), { target: { value } });
  if (pressing) fireEvent.pointerDown(pressing);
  fireEvent.blur(phone());
  if (pressing) fireEvent.pointerUp(pressing);
}

describe("usePhoneCheck", () => {
  it("says why a number cannot be used when the field is left, and follows each change until it is right", () => {
    render(<PhoneForm />);
    typeAndLeave("12345");
    expect(phone()).toHaveAttribute("aria-invalid", "true");
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining("doesn't look like a complete phone number"));
    fireEvent.change(phone(), { target: { value: "718-555-0103" } });
    expect(phone()).not.toHaveAttribute("aria-invalid");
  });

  it("stays quiet when the field is left by pressing its own form's button, so the button does not move under the click", () => {
    render(<PhoneForm />);
    typeAndLeave("12345", screen.getByRole("button", { name: "Save" }));
    expect(phone()).not.toHaveAttribute("aria-invalid");
    // The next time the field is left some other way, it speaks again.
    fireEvent.focus(phone());
    typeAndLeave("12345");
    expect(phone()).toHaveAttribute("aria-invalid", "true");
  });

  it("speaks when the press is on another form's button or on the page", () => {
    render(<PhoneForm />);
    typeAndLeave("12345", screen.getByRole("button", { name: "Elsewhere" }));
    expect(phone()).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(phone(), { target: { value: "" } });
    typeAndLeave("+44 20 7946 0958", document.body);
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining("We can only send texts to US phone numbers."));
  });
});
