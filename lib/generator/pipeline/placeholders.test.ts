import { describe, expect, it } from "vitest";

import { placeholdersIn } from "./placeholders";

const texts = (copy: string, contentType = "") => placeholdersIn(copy, contentType).map((found) => found.text);

describe("placeholders left in copy", () => {
  it("are square-bracketed asks and braces, with their line", () => {
    expect(placeholdersIn("A quick word.\nAbout [your offer], {company} and {{ plan }}.")).toEqual([
      { text: "[your offer]", line: 2 },
      { text: "{company}", line: 2 },
      { text: "{{ plan }}", line: 2 },
    ]);
  });

  it("are not a Markdown link, a reference, a timing, [sic] or a one-letter box", () => {
    expect(texts("Read [the guide](https://example.com) and [the docs][1].\n[1]: https://example.com")).toEqual([]);
    expect(texts("[0:00–0:05] HOOK\nHe said it [sic].\n- [x] done", "scripts")).toEqual([]);
  });

  it("are not a script's bracketed direction on a line of its own, though elsewhere such a line is", () => {
    expect(texts("[0:05–0:10] SOLUTION\n[Close-up of the grinder]\nIt weighs every dose.", "scripts")).toEqual([]);
    expect(texts("Post.\n[Close-up of the grinder]", "social")).toEqual(["[Close-up of the grinder]"]);
  });

  it("are not an email's button, a line that opens with a verb, but are an ask for the user's own words", () => {
    expect(texts("Hi {first_name},\n\n[Open the dial-in guide]\n\n[Shop the sale]", "email")).toEqual([]);
    expect(texts("Hi,\n\n[Add your link here]\n[your call to action]", "email")).toEqual([
      "[Add your link here]",
      "[your call to action]",
    ]);
  });

  it("are not an email tool's first-name field in an email, in any of the usual spellings", () => {
    expect(texts("Hi {first_name}, {{first_name}}, {{ contact.firstname }}, {{FNAME}}", "email")).toEqual([]);
    expect(texts("Hi {first_name}", "social")).toEqual(["{first_name}"]);
    expect(texts("Sign off: {your_name}", "email")).toEqual(["{your_name}"]);
  });

  it("are not the braces of code in an article", () => {
    expect(texts("```js\nfunction f() { return x }\nconst o = {a}\n```", "blog")).toEqual([]);
  });
});
