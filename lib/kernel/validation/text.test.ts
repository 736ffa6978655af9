import { multiLineText, personName, singleLineText, TEXT_PROBLEMS } from "./text";

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("the shared text rules", () => {
  const street = singleLineText("street address").trim().min(1, "Enter the street address.").max(20, "Keep the street address under 20 characters.");
  const notes = multiLineText("notes").trim().max(80, "Keep the notes under 80 characters.");
  const name = personName("first name").trim().min(1, "Enter the first name.").max(60, "Keep the first name under 60 characters.");

  it("keeps ordinary text, accents, emoji and right-to-left scripts", () => {
    expect(street.parse("  350 5th Ave  ")).toBe("350 5th Ave");
    expect(notes.parse("Buzz 4B.\r\nThe dog is friendly.\tKeys with the doorman 🗝️")).toBe("Buzz 4B.\r\nThe dog is friendly.\tKeys with the doorman 🗝️");
    expect(name.parse("Zoë Ng-Álvarez")).toBe("Zoë Ng-Álvarez");
    expect(name.parse("יעל כהן")).toBe("יעל כהן");
  });

  it("refuses a NUL byte and other control characters, naming the field, with that message alone", () => {
    for (const hostile of ["350\u0000 5th Ave", "\u0007bell", "esc\u001b[31m", "del\u007f", "c1\u0085"]) {
      expect(messagesOf(street.safeParse(hostile))).toEqual([TEXT_PROBLEMS.control("street address")]);
    }
    expect(messagesOf(notes.safeParse("line\u0000"))).toEqual([TEXT_PROBLEMS.control("notes")]);
    expect(messagesOf(street.safeParse(`\u0000${"x".repeat(40)}`))).toEqual([TEXT_PROBLEMS.control("street address")]);
  });

  it("refuses line breaks in one-line fields and turns a pasted tab into a space", () => {
    expect(messagesOf(street.safeParse("350 5th Ave\nApt 2"))).toEqual([TEXT_PROBLEMS.lineBreak("street address")]);
    expect(messagesOf(name.safeParse("Ann\rMarie"))).toEqual([TEXT_PROBLEMS.lineBreak("first name")]);
    expect(street.parse("350\t5th Ave")).toBe("350 5th Ave");
  });

  it("refuses a lone surrogate anywhere, but keeps a whole pair", () => {
    for (const hostile of ["caf\ud800", "\udc00cafe", "a\ud83dz"]) {
      expect(messagesOf(notes.safeParse(hostile))).toEqual([TEXT_PROBLEMS.brokenCharacter("notes")]);
      expect(messagesOf(name.safeParse(hostile))).toEqual([TEXT_PROBLEMS.brokenCharacter("first name")]);
    }
    expect(notes.parse("\ud83d\ude00")).toBe("😀");
  });

  it("refuses direction overrides and isolates in a person's name", () => {
    for (const hostile of ["Ann\u202egnp.exe", "\u202aAnn", "Ann\u2066", "\u2069Ann"]) {
      expect(messagesOf(name.safeParse(hostile))).toEqual([TEXT_PROBLEMS.direction("first name")]);
    }
  });

  it("says what is missing when the value is not text", () => {
    expect(messagesOf(singleLineText("city").safeParse(42))).toEqual(["Enter the city."]);
    expect(messagesOf(personName("last name", "Enter your last name.").safeParse(undefined))).toEqual(["Enter your last name."]);
  });
});

describe("invisible characters in a person's name", () => {
  const name = personName("first name").trim().min(1, "Enter the first name.");
  it("strips zero-width characters, joiners, soft hyphens and byte-order marks", () => {
    expect(name.parse("\uFEFFAna\u200B")).toBe("Ana");
    expect(name.parse("Ro\u00ADsa\u2060 Li\u200C\u200D")).toBe("Rosa Li");
    // A name of nothing but invisible characters is no name.
    expect(name.safeParse("\u200B\uFEFF").success).toBe(false);
  });
});
