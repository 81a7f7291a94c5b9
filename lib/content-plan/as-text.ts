import type { ContentPlan } from "./schema";

/** The plan as plain text, week by week: what "Copy plan" and the library hold, and what a rewrite request shows the model. */
export function planAsText(plan: ContentPlan): string {
  return plan.weeks
    .map((week, index) =>
      [
        `Week ${index + 1}: ${week.theme}`,
        ...week.posts.map(
          (post, slot) =>
            `${slot + 1}. ${post.platform} · ${post.format}\n   Angle: ${post.angle}\n   Hook: ${post.hook}`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}
