import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { accessFormValues, accessInputOf, accessInWords, type AccessFormValues } from "@/lib/account/access-form";
import type { AccessDetailsView } from "@/lib/account/access-details";
import { AccessDetailsFields } from "./AccessDetailsFields";

const savedView: AccessDetailsView = { doorman: true, buzzer: "3R", keyLocation: null, parking: "Meters on Bedford", hasLockboxCode: true, hasAlarmCode: false };

/** The fields as a form holds them; `seen` gets every change. */
function Harness({ view, seen }: { view: AccessDetailsView | null; seen: (values: AccessFormValues) => void }) {
  const [values, setValues] = useState(() => accessFormValues(view));
  return (
    <AccessDetailsFields
      values={values}
      onChange={(next) => {
        seen(next);
        setValues(next);
      }}
      saved={view}
      errors={{ alarmCode: "Keep the alarm code under 40 characters." }}
    />
  );
}

describe("AccessDetailsFields", () => {
  it("fills the plain details, says a code is saved without showing one, and offers to remove only a saved code", () => {
    render(<Harness view={savedView} seen={() => undefined} />);
    expect(screen.getByLabelText("The building has a doorman")).toBeChecked();
    expect(screen.getByLabelText(/^Buzzer/)).toHaveValue("3R");
    expect(screen.getByLabelText(/^Parking/)).toHaveValue("Meters on Bedford");
    const lockbox = screen.getByLabelText(/^Lockbox or door code/);
    expect(lockbox).toHaveValue("");
    expect(lockbox).toHaveAccessibleDescription("A code is saved. Type a new one to replace it.");
    expect(screen.getByLabelText(/^Alarm code/)).toHaveAccessibleDescription(/Only your cleaner sees it, on the day of the visit\. Keep the alarm code under 40 characters\./);
    expect(screen.getAllByLabelText("Remove the saved code")).toHaveLength(1);
  });

  it("sends a typed code, a removal, or nothing for a code left alone", () => {
    const seen = jest.fn<void, [AccessFormValues]>();
    render(<Harness view={savedView} seen={seen} />);
    const last = () => accessInputOf(seen.mock.lastCall![0]);
    fireEvent.change(screen.getByLabelText(/^Buzzer/), { target: { value: "Lee" } });
    expect(last()).toEqual({ doorman: true, buzzer: "Lee", keyLocation: "", parking: "Meters on Bedford", lockboxCode: undefined, alarmCode: undefined });
    fireEvent.click(screen.getByLabelText("Remove the saved code"));
    expect(last()).toMatchObject({ lockboxCode: null, alarmCode: undefined });
    fireEvent.change(screen.getByLabelText(/^Alarm code/), { target: { value: "9090#" } });
    expect(last()).toMatchObject({ lockboxCode: null, alarmCode: "9090#" });
  });

  it("names its inputs as the form asks", () => {
    render(<AccessDetailsFields values={accessFormValues(null)} onChange={() => undefined} saved={null} nameOf={(field) => `access-${field}`} />);
    expect(document.getElementById("field-access-lockboxCode")).toHaveAttribute("autocomplete", "off");
    expect(screen.queryByLabelText("Remove the saved code")).toBeNull();
  });
});

describe("accessInWords", () => {
  it("names the details and says a code is saved without giving it", () => {
    expect(accessInWords(savedView)).toEqual(["Doorman", "Buzz 3R", "Parking: Meters on Bedford", "Lockbox code saved"]);
    expect(accessInWords(null)).toEqual([]);
  });
});
