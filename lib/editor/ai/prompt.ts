// The request a model gets in AI mode: the selected element as its source has it, the owner's instruction, and
// the plan to answer with. The offline writer answers the same request with plain rules.
import type { ObjectRequest } from "../../ai/types.ts";
import { offlinePlan } from "./offline-plan.ts";
import { changePlanSchema, type ChangePlan, type PlannedElement } from "./schemas.ts";

export function buildChangePlanRequest(instruction: string, element: PlannedElement): ObjectRequest<ChangePlan> {
  return {
    name: "element_change_plan",
    system: [
      "You are Hookline's page editor. The owner selected one element of a web page styled with Tailwind CSS 4 and says how it should change.",
      "Answer with a plan: newText (the element's new text, only if the text should change and the element has text), addClasses and removeClasses (Tailwind utility classes) and newTag (a lowercase HTML tag, only if the tag should change).",
      "Change only what the instruction asks for. Keep the language of the text. Leave a field null or empty to keep it as it is.",
    ].join("\n"),
    user: [
      `Element: <${element.tagName}>`,
      `Classes: ${element.classes === null ? "(not editable here: computed in code)" : element.classes.join(" ") || "(none)"}`,
      `Text: ${element.text === null ? "(not editable here: it comes from code)" : `<<<${element.text}>>>`}`,
      `Instruction: <<<${instruction}>>>`,
    ].join("\n"),
    maxTokens: 400,
    schema: changePlanSchema,
    offline: () => offlinePlan(instruction, element),
  };
}
