import { readFileSync } from "node:fs";
import fullMetadata from "libphonenumber-js/metadata.max.json";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { toE164 } from "@/lib/kernel/phone/phone-number";
import { NANP_METADATA_FILE, nanpMetadataText } from "./phone-metadata";

describe("the phone-number metadata toE164 reads (npm run phone:metadata)", () => {
  it("is the installed libphonenumber-js's, cut to calling code +1; when this fails, run npm run phone:metadata and commit the file", () => {
    expect(readFileSync(NANP_METADATA_FILE, "utf8")).toBe(nanpMetadataText(fullMetadata));
  });

  it("reads +1 numbers as the full metadata does", () => {
    for (const typed of ["(212) 555-0147", "+1 800 555 1234", "+1 900 555 1234", "+1 416 555 0199", "+1 684 733 1234", "(123) 456-7890"]) {
      const full = parsePhoneNumberFromString(typed, "US");
      const ours = toE164(typed);
      const fullAnswer = !full?.isValid() ? "invalid" : full.country !== "US" ? "not-us" : ["MOBILE", "FIXED_LINE_OR_MOBILE"].includes(full.getType() ?? "") ? full.number : "not-mobile";
      expect({ typed, answer: ours.ok ? ours.e164 : ours.reason }).toEqual({ typed, answer: fullAnswer });
    }
  });
});
