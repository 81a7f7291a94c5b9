import { describe, expect, it } from "vitest";

import { controlCharacterPath } from "./control-characters";

describe("controlCharacterPath", () => {
  it("names the first field holding NUL or another control character", () => {
    expect(controlCharacterPath({ name: "Ada", message: "hi\u0000" })).toEqual(["message"]);
    expect(controlCharacterPath({ items: [{ text: "ok" }, { text: "bell\u0007" }] })).toEqual(["items", 1, "text"]);
    expect(controlCharacterPath({ "key\u0000": "value" })).toEqual(["key\u0000"]);
    expect(controlCharacterPath("\u007f")).toEqual([]);
  });

  it("walks JSON nested thousands deep without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(20_000)}"\\u0000"${"]".repeat(20_000)}`) as unknown;
    expect(controlCharacterPath(deep)).toHaveLength(20_000);
    expect(controlCharacterPath(JSON.parse(`${"[".repeat(20_000)}${"]".repeat(20_000)}`))).toBeUndefined();
  });

  it("lets tabs, line breaks and ordinary text through", () => {
    expect(
      controlCharacterPath({
        body: "Line one\r\nLine two\twith a tab",
        emoji: "🚀 ünïcödé",
        count: 3,
        on: true,
        none: null,
      }),
    ).toBeUndefined();
  });
});
