import { describe, expect, it } from "vitest";

describe("shutdown state", () => {
  it("is one signal for every importer, aborted once the server ends in-flight work", async () => {
    const first = await import("./shutdown");
    // A second module instance, as Next's bundle of the same file would be: it must see the same signal.
    const second = (await import("./shutdown?copy" as string)) as typeof first;
    expect(second).not.toBe(first);
    expect(first.shutdownSignal().aborted).toBe(false);
    second.endInFlightWork();
    expect(first.shutdownSignal().aborted).toBe(true);
    expect(first.shutdownSignal()).toBe(second.shutdownSignal());
  });

  it("waits for work in flight to settle, across module instances, and no longer than it is told", async () => {
    const { holdWork, tracked, workSettled } = await import("./shutdown");
    const copy = (await import("./shutdown?another" as string)) as typeof import("./shutdown");
    expect(await workSettled(10)).toBe(true);

    const release = copy.holdWork();
    let settled = false;
    const waiting = workSettled(5_000).then((value) => (settled = value));
    let finish!: () => void;
    const work = tracked(() => new Promise<string>((resolve) => (finish = () => resolve("done"))));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    release(); // a second call changes nothing: the tracked work still counts
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    finish();
    expect(await work).toBe("done");
    await waiting;
    expect(settled).toBe(true);

    const stuck = holdWork();
    const started = Date.now();
    expect(await workSettled(50)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    stuck();
  });
});
