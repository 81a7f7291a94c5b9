import { describe, expect, it } from "vitest";

import { contentTypes } from "../generator/options";
import { demoCategories } from "./demo";
import { contentTypeForGoal, demoTemplateForGoal } from "./goal";
import { surveyGoals } from "./schema";

describe("the quick setup's goal", () => {
  it("opens the generator on the kind of copy chosen", () => {
    expect(surveyGoals.map(contentTypeForGoal)).toEqual(["ads", "social", "email", "scripts", "blog", "social"]);
    for (const goal of surveyGoals) expect(contentTypes.map((type) => type.value)).toContain(contentTypeForGoal(goal));
  });

  it("opens the demo on the matching template, every goal on its own", () => {
    expect(surveyGoals.map(demoTemplateForGoal)).toEqual([
      "advertisement",
      "social",
      "email",
      "script",
      "blog",
      "other",
    ]);
    expect(new Set(surveyGoals.map(demoTemplateForGoal)).size).toBe(demoCategories.length);
  });
});
