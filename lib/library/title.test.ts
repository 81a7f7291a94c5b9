import { describe, expect, it } from "vitest";

import { library } from "../config/library";
import { titleOf } from "./title";

describe("a saved copy's title", () => {
  it("is the one its owner gave it", () => {
    expect(
      titleOf({ title: "  Spring launch  ", contentType: "social", parameters: { topic: "x" }, content: "y" }),
    ).toBe("Spring launch");
  });

  it("is otherwise what the brief was about, by content type", () => {
    const copy = { title: null, content: "Grind fresh every morning." };
    expect(titleOf({ ...copy, contentType: "ads", parameters: { headline: "Brewly grinder", topic: "t" } })).toBe(
      "Brewly grinder",
    );
    expect(titleOf({ ...copy, contentType: "social", parameters: { topic: "Async standups" } })).toBe("Async standups");
    expect(titleOf({ ...copy, contentType: "email", parameters: { subject: "Your first week" } })).toBe(
      "Your first week",
    );
    expect(titleOf({ ...copy, contentType: "scripts", parameters: { title: "", topic: "Latte art" } })).toBe(
      "Latte art",
    );
    expect(titleOf({ ...copy, contentType: "hooks", parameters: { topic: "Cold brew" } })).toBe("Cold brew");
  });

  it("is otherwise the first words of the copy, without its layout labels", () => {
    expect(
      titleOf({ title: "", contentType: "email", parameters: {}, content: "\nSubject: Welcome aboard\nBody" }),
    ).toBe("Welcome aboard");
    expect(
      titleOf({ contentType: "ads", parameters: null, content: "**Headline 1:** Fresh grounds daily\nHeadline 2: x" }),
    ).toBe("Fresh grounds daily");
    expect(
      titleOf({ contentType: "social", parameters: { topic: "  " }, content: "Launch post for the spring sale" }),
    ).toBe("Launch post for the spring sale");
    expect(titleOf({ contentType: "social", parameters: {}, content: "Big news: we launched" })).toBe(
      "Big news: we launched",
    );
  });

  it("keeps a long first line to one short line", () => {
    const title = titleOf({ contentType: "blog", parameters: {}, content: "word ".repeat(50) });
    expect(title.length).toBeLessThanOrEqual(library.derivedTitleLength);
    expect(title.endsWith("…")).toBe(true);
  });
});
