// A plan becomes the change records the owner reviews: new text, the full new class list, a new tag.
import { createChange } from "../changes/create.ts";
import type { ChangeRecord } from "../changes/schemas.ts";
import type { ChangePlan, PlannedElement } from "./schemas.ts";

/** The classes after the plan: the old ones in order minus the removed, then the added that are new. */
export function plannedClasses(classes: readonly string[], plan: ChangePlan): string[] {
  const removed = new Set(plan.removeClasses);
  const kept = classes.filter((name) => !removed.has(name));
  return [...new Set([...kept, ...plan.addClasses])];
}

/** The records that carry the plan out; none when the plan changes nothing. Text is only changed where it is static. */
export function planToChanges(plan: ChangePlan, element: PlannedElement): ChangeRecord[] {
  const changes: ChangeRecord[] = [];
  const newText = plan.newText?.trim();
  if (element.text !== null && newText && newText !== element.text.trim()) {
    changes.push(
      createChange("EDIT_TEXT", { codebaseIdToEditText: element.codebaseId, newText, oldText: element.text }),
    );
  }
  const classes = element.classes === null ? null : plannedClasses(element.classes, plan);
  if (element.classes !== null && classes !== null && classes.join(" ") !== element.classes.join(" ")) {
    changes.push(
      createChange("UPDATE_CLASSES", {
        codebaseIdToUpdateClass: element.codebaseId,
        newClasses: classes.join(" "),
        oldClasses: element.classes.join(" "),
      }),
    );
  }
  if (plan.newTag && plan.newTag !== element.tagName && /^[a-z]/.test(element.tagName)) {
    changes.push(createChange("CHANGE_TAG", { codebaseIdToChange: element.codebaseId, newTagName: plan.newTag }));
  }
  return changes;
}
