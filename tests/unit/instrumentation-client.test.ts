import { describe, expect, it } from "vitest";

import "../../instrumentation-client";

import { z } from "zod";

describe("instrumentation-client", () => {
  it("turns on Zod's jitless mode, so Zod never tries `new Function` under the Content-Security-Policy", () => {
    expect(z.config().jitless).toBe(true);
  });
});
