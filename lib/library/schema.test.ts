import { describe, expect, it } from "vitest";

import { library } from "../config/library";
import { saveCopySchema, updateCopySchema } from "./schema";

describe("the length rules of a saved copy", () => {
  it("are the same when a copy is edited as when it is saved", () => {
    const longest = "x".repeat(library.maxCopyLength);
    expect(updateCopySchema.safeParse({ content: longest }).success).toBe(true);
    expect(saveCopySchema.safeParse({ content: longest, contentType: "ads" }).success).toBe(true);

    const tooLong = updateCopySchema.safeParse({ content: `${longest}x` });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe("This copy is too long to save (20,000 characters at most).");
    expect(saveCopySchema.safeParse({ content: `${longest}x`, contentType: "ads" }).success).toBe(false);
  });

  it("refuse an edit that empties the copy", () => {
    const empty = updateCopySchema.safeParse({ content: "   " });
    expect(empty.error?.issues[0]?.message).toBe("There is nothing to save yet.");
  });
});
