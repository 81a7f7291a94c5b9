import { describe, expect, it } from "vitest";

import {
  initialLifecycle,
  markConsumed,
  markFailed,
  markInstantUpdateFinished,
  markInstantUpdateSent,
  markProcessed,
} from "./lifecycle";
import { sampleChanges } from "./test-samples";

const samples = sampleChanges();

describe("a change's lifecycle", () => {
  it("starts with the instant update not sent and the source call pending", () => {
    expect(initialLifecycle(samples.STYLING)).toEqual({
      sendsInstantUpdate: true,
      instantUpdate: "not_sent",
      instantUpdateSuccessful: null,
      outcome: "pending",
      consumed: false,
    });
  });

  it("starts an UNKNOWN change as already processed, sending no instant update", () => {
    const unknown = initialLifecycle(samples.UNKNOWN);
    expect(unknown).toMatchObject({ sendsInstantUpdate: false, outcome: "processed", consumed: false });
    expect(markInstantUpdateSent(unknown)).toEqual(unknown);
    expect(markInstantUpdateFinished(unknown, true)).toEqual(unknown);
    expect(markFailed(unknown)).toEqual(unknown);
  });

  it("goes from sent to finished, remembering whether the instant update worked", () => {
    const sent = markInstantUpdateSent(initialLifecycle(samples.ADD_CLASS));
    expect(sent.instantUpdate).toBe("sent");
    expect(markInstantUpdateFinished(sent, false)).toMatchObject({
      instantUpdate: "finished",
      instantUpdateSuccessful: false,
    });
    const finished = markInstantUpdateFinished(sent, true);
    expect(finished).toMatchObject({ instantUpdate: "finished", instantUpdateSuccessful: true });
    expect(markInstantUpdateSent(finished)).toEqual(finished);
    expect(markInstantUpdateFinished(finished, false)).toEqual(finished);
  });

  it("marks a failed change consumed, a processed one not until it is consumed", () => {
    const pending = initialLifecycle(samples.EDIT_TEXT);
    expect(markFailed(pending)).toMatchObject({ outcome: "failed", consumed: true });
    const processed = markProcessed(pending);
    expect(processed).toMatchObject({ outcome: "processed", consumed: false });
    expect(markFailed(processed)).toEqual(processed);
    expect(markProcessed(markFailed(pending)).outcome).toBe("failed");
    expect(markConsumed(processed).consumed).toBe(true);
  });

  it("never changes the state it is given", () => {
    const pending = initialLifecycle(samples.EDIT_TEXT);
    const copy = structuredClone(pending);
    markFailed(markInstantUpdateFinished(markInstantUpdateSent(pending), true));
    expect(pending).toEqual(copy);
  });
});
