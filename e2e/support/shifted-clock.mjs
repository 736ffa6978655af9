/**
 * Test harness only, never loaded by the product: started with `node --import` by a spec that
 * needs the server's clock somewhere else (a visit "about to start" when the booking rules only
 * take visits from tomorrow). The offset in milliseconds is read from the file named by
 * CLOCK_SHIFT_FILE, at most every 50 ms, so a spec moves the clock by writing that file. Each
 * new offset it takes is written back to `<file>.seen`, so the spec can wait until the server
 * lives at the new time (support/movable-clock.ts) instead of guessing how long that takes.
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = process.env.CLOCK_SHIFT_FILE;
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let shift = 0;
let readAt = Number.NEGATIVE_INFINITY;
let seen = null;

function currentShift() {
  const at = realNow();
  if (file && at - readAt > 50) {
    readAt = at;
    let text = "0";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      // No file: no shift.
    }
    shift = Number(text) || 0;
    if (text !== seen) {
      seen = text;
      try {
        writeFileSync(`${file}.seen`, text);
      } catch {
        // The spec is stopping and took the folder away; nobody waits any more.
      }
    }
  }
  return shift;
}

/**
 * A Date whose "now" is shifted, and otherwise Date itself: the same prototype and every static
 * as an own property, because code (Next's server runtime, @date-fns/tz) copies or inspects them.
 */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(realNow() + currentShift()).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [realNow() + currentShift()] : args, new.target);
}
for (const key of Object.getOwnPropertyNames(RealDate)) {
  if (key === "length" || key === "name" || key === "prototype") continue;
  Object.defineProperty(ShiftedDate, key, Object.getOwnPropertyDescriptor(RealDate, key));
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => realNow() + currentShift();

globalThis.Date = ShiftedDate;
