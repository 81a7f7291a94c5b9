// What the quick setup's goal changes: the generator opens on that kind of copy, and the demo on that template.
import type { ContentType } from "../generator/options";
import type { DemoCategory } from "./demo";
import type { SurveyAnswers } from "./schema";

type Goal = SurveyAnswers["q1_goal"];

const contentTypeOf: Record<Goal, ContentType> = {
  Advertisement: "ads",
  "Social Media Post": "social",
  "E-Mail": "email",
  Script: "scripts",
  "Blog Article": "blog",
  // Nothing more specific to go on: the generator's own default.
  Other: "social",
};

const demoTemplateOf: Record<Goal, DemoCategory> = {
  Advertisement: "advertisement",
  "Social Media Post": "social",
  "E-Mail": "email",
  Script: "script",
  "Blog Article": "blog",
  Other: "other",
};

export function contentTypeForGoal(goal: Goal): ContentType {
  return contentTypeOf[goal];
}

export function demoTemplateForGoal(goal: Goal): DemoCategory {
  return demoTemplateOf[goal];
}
