import { describe, expect, it } from "vitest";

describe("shutdown signal", () => {
  it("is one signal for every importer, aborted once the server ends in-flight work", async () => {
    const first = await import("./shutdown");
    // A second module instance, as Next's bundle of the same file would be: it must see the same signal.
    const second = await import("./shutdown?copy" as string) as typeof first;
    expect(second).not.toBe(first);
    expect(first.shutdownSignal().aborted).toBe(false);
    second.endInFlightWork();
    expect(first.shutdownSignal().aborted).toBe(true);
    expect(first.shutdownSignal()).toBe(second.shutdownSignal());
  });
});
