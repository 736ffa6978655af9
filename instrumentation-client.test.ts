import { z } from "zod";
import "./instrumentation-client";

describe("the browser's start-up", () => {
  it("turns zod's compiled parsers off for the full library too, though it imports only zod's core", () => {
    expect(z.config().jitless).toBe(true);
  });
});
