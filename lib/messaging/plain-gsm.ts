import { smsSegments } from "./segments";

/**
 * Text bodies keep to the GSM 03.38 alphabet (docs/messaging.md, "Segments"): one character
 * outside it sends the whole text as UCS-2 and can triple its segments. What we write is plain
 * already; what comes from elsewhere (a cleaner's name, the time Intl prints with a narrow
 * no-break space on newer ICU data) is made plain here.
 */

const LOOK_ALIKES: ReadonlyArray<[RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, "-"],
  [/\u2026/g, "..."],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, " "],
  [/[\u200B-\u200D\u2060\uFEFF]/g, ""],
];

/** Letters Unicode does not take apart into a base letter and an accent. */
const SPELLED: Readonly<Record<string, string>> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Œ: "OE", œ: "oe", Þ: "Th", þ: "th", ı: "i", Ŧ: "T", ŧ: "t" };

const isGsm = (character: string) => smsSegments(character).encoding === "GSM-7";

/** `text` in GSM characters only: look-alikes replaced, accents dropped where the letter is not in the alphabet, anything else left out. */
export function plainGsm(text: string): string {
  const replaced = LOOK_ALIKES.reduce((result, [pattern, plain]) => result.replace(pattern, plain), text);
  return Array.from(replaced)
    .map((character) => {
      if (isGsm(character)) return character;
      if (SPELLED[character]) return SPELLED[character];
      const bare = character.normalize("NFKD").replace(/\p{M}/gu, "");
      return Array.from(bare).every(isGsm) ? bare : "";
    })
    .join("");
}
