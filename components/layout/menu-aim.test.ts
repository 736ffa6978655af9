import { AIM_SLACK_PX, isHeadingInto } from "./menu-aim";

// A trigger in the header, left at (400, 32); the panel hangs below the header, 16 px to 784 px wide.
const from = { x: 400, y: 32 };
const panel = { left: 16, right: 784, top: 64, bottom: 400 };

describe("isHeadingInto", () => {
  it("keeps a pointer cutting the corner down towards either end of the panel", () => {
    expect(isHeadingInto({ x: 380, y: 40 }, from, panel)).toBe(true);
    expect(isHeadingInto({ x: 100, y: 60 }, from, panel)).toBe(true);
    expect(isHeadingInto({ x: 700, y: 60 }, from, panel)).toBe(true);
  });

  it("keeps a pointer that wobbles sideways as it sets off", () => {
    expect(isHeadingInto({ x: from.x - AIM_SLACK_PX / 2, y: from.y }, from, panel)).toBe(true);
  });

  it("keeps a pointer already over the panel", () => {
    expect(isHeadingInto({ x: 30, y: 380 }, from, panel)).toBe(true);
  });

  it("lets go of a pointer moving along the header, up, or below the panel", () => {
    expect(isHeadingInto({ x: 200, y: 30 }, from, panel)).toBe(false);
    expect(isHeadingInto({ x: 400, y: 5 }, from, panel)).toBe(false);
    expect(isHeadingInto({ x: 900, y: 120 }, from, panel)).toBe(false);
    expect(isHeadingInto({ x: 400, y: 420 }, from, panel)).toBe(false);
  });
});
