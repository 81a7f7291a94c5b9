import { describe, expect, it } from "vitest";

import { offlineContentPlan } from "./offline";
import { contentPlanInputSchema } from "./schema";

const plan = (topic: string, audience = "") =>
  offlineContentPlan(contentPlanInputSchema.parse({ topic, audience, platforms: ["LinkedIn", "X"], postsPerWeek: 7 }));

describe("the offline content plan", () => {
  it("does not repeat the topic word for word in every theme, angle or hook", () => {
    const weeks = plan("Meal prep for busy parents", "working parents").weeks;
    const mentions = (items: string[]) =>
      items.filter((item) => item.toLowerCase().includes("meal prep for busy parents")).length;
    const angles = weeks.flatMap((week) => week.posts.map((post) => post.angle));
    const hooks = weeks.flatMap((week) => week.posts.map((post) => post.hook));
    expect(mentions(weeks.map((week) => week.theme))).toBeLessThan(weeks.length);
    expect(mentions(angles)).toBeLessThan(angles.length / 2);
    expect(mentions(hooks)).toBeLessThan(hooks.length / 2);
    expect(angles.some((angle) => angle.includes("working parents"))).toBe(true);
  });

  it("invents no numbers or offers: a placeholder stands where the plan needs one", () => {
    const text = JSON.stringify(plan("Ledgerly, bookkeeping for freelancers", "freelancers"));
    expect(text).not.toMatch(/\d/);
    expect(text).toContain("[your offer]");
    expect(text).toContain("[your numbers]");
  });

  it("keeps a name's capital and reads without an audience", () => {
    const weeks = plan("Ledgerly, bookkeeping for freelancers").weeks;
    const text = JSON.stringify(weeks);
    expect(text).not.toMatch(/\bledgerly\b/);
    expect(weeks[0]?.theme).toBe("Ledgerly, bookkeeping for freelancers: why it matters");
    expect(weeks[3]?.theme).toBe("What your audience can do next");
  });
});
