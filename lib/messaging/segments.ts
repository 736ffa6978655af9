/**
 * How many SMS segments a body takes, the unit carriers bill and the issue caps (bodies under 2
 * segments where possible, docs/messaging.md, "Segments"). Pure: it counts the body as we hand it
 * to the provider.
 *
 * A body made only of the GSM 03.38 default alphabet is sent in GSM-7: 160 septets in one
 * segment, 153 per segment once split (the rest carries the joining header). A character of the
 * extension table costs two septets (escape + character), and a pair is never cut between two
 * segments. Any other character sends the whole body as UCS-2: 70 UTF-16 units in one segment,
 * 67 per segment once split, a surrogate pair (an emoji) never cut either.
 */

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the body takes. */
  units: number;
  /** 0 for an empty body: there is nothing to send. */
  segments: number;
}

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  "GSM-7": { single: 160, part: 153 },
  "UCS-2": { single: 70, part: 67 },
};

/** The cost of each character (code point) in the body's encoding, or null when GSM-7 cannot carry it. */
function gsmCosts(characters: readonly string[]): number[] | null {
  const costs: number[] = [];
  for (const character of characters) {
    if (BASIC.has(character)) costs.push(1);
    else if (EXTENSION.has(character)) costs.push(2);
    else return null;
  }
  return costs;
}

/** Fills segments in order; a character that does not fit whole starts the next one. */
function packed(costs: readonly number[], part: number): number {
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > part) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return segments;
}

export function smsSegments(body: string): SmsSegments {
  const characters = Array.from(body);
  const gsm = gsmCosts(characters);
  const encoding: SmsEncoding = gsm ? "GSM-7" : "UCS-2";
  const costs = gsm ?? characters.map((character) => character.length);
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const limit = LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0 };
  return { encoding, units, segments: units <= limit.single ? 1 : packed(costs, limit.part) };
}
