import { describe, expect, it } from "vitest";

import { validateMessageHouse } from "./message-house";
import type { MessageHouse } from "./schema";

const brief = {
  keyMessages: ["Onboard in two days", "Every post fits", "One voice everywhere"],
  proofPoints: ["1,200 teams", "4.8 on G2"],
};

const house = (pillars: MessageHouse["pillars"]): MessageHouse => ({ coreMessage: "Launch everywhere", pillars });

describe("validating a message house against its brief", () => {
  it("accepts pillars that together carry every key message, each on a proof point", () => {
    const accepted = house([
      { title: "Speed", keyMessages: [0], proofPoints: [0] },
      { title: "Fit", keyMessages: [1], proofPoints: [1] },
      { title: "Voice", keyMessages: [2, 0], proofPoints: [0, 1] },
    ]);
    expect(validateMessageHouse(accepted, brief)).toEqual([]);
  });

  it("names a key message or proof point the brief does not have, by its number", () => {
    const issues = validateMessageHouse(
      house([
        { title: "Speed", keyMessages: [0, 3], proofPoints: [2] },
        { title: "Fit", keyMessages: [1], proofPoints: [1] },
        { title: "Voice", keyMessages: [2], proofPoints: [0] },
      ]),
      brief,
    );
    expect(issues).toEqual([
      { path: ["pillars", 0, "keyMessages", 1], message: "The brief has no key message 4." },
      { path: ["pillars", 0, "proofPoints", 0], message: "The brief has no proof point 3." },
    ]);
  });

  it("asks for a proof point under each pillar when the brief gives any", () => {
    const issues = validateMessageHouse(
      house([
        { title: "Speed", keyMessages: [0], proofPoints: [] },
        { title: "Fit", keyMessages: [1], proofPoints: [1] },
        { title: "Voice", keyMessages: [2], proofPoints: [0] },
      ]),
      brief,
    );
    expect(issues).toEqual([
      { path: ["pillars", 0, "proofPoints"], message: "Tie the pillar to at least one proof point." },
    ]);
  });

  it("rests pillars on key messages alone when the brief has no proof points", () => {
    const noProof = { keyMessages: ["Onboard in two days"], proofPoints: [] };
    const onKeyMessages = house([
      { title: "Speed", keyMessages: [0], proofPoints: [] },
      { title: "Ease", keyMessages: [0], proofPoints: [] },
      { title: "Trust", keyMessages: [0], proofPoints: [] },
    ]);
    expect(validateMessageHouse(onKeyMessages, noProof)).toEqual([]);
    const pointing = house([{ title: "Speed", keyMessages: [0], proofPoints: [0] }, ...onKeyMessages.pillars.slice(1)]);
    expect(validateMessageHouse(pointing, noProof)).toEqual([
      {
        path: ["pillars", 0, "proofPoints", 0],
        message: "The brief has no proof points; tie the pillar to key messages only.",
      },
    ]);
  });

  it("names each key message no pillar carries", () => {
    const issues = validateMessageHouse(
      house([
        { title: "Speed", keyMessages: [0], proofPoints: [0] },
        { title: "Fit", keyMessages: [0], proofPoints: [1] },
        { title: "Voice", keyMessages: [0], proofPoints: [0] },
      ]),
      brief,
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      'Key message 2 ("Every post fits") is in no pillar.',
      'Key message 3 ("One voice everywhere") is in no pillar.',
    ]);
  });
});
