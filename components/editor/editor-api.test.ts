import { afterEach, describe, expect, it, vi } from "vitest";

import { postToEditor } from "./editor-api";

afterEach(() => vi.unstubAllGlobals());

const footer = { codebaseId: "footer-0914209a-0_0", filePath: "components/footer.tsx", line: 1, column: 0 };

describe("posting a change", () => {
  it("passes on what the server says of a change that worked, and answers null", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          changedFiles: ["components/footer.tsx"],
          newIds: ["footer-0914209a-0_0"],
          notices: ["A <div> can't carry href or target, so they were removed."],
        }),
      ),
    );
    const notices: string[] = [];
    const failure = await postToEditor(
      { op: "changeElementTag", params: { canvasId: "home" }, body: { elementToModify: footer, newTag: "div" } },
      "failed",
      (notice) => notices.push(notice),
    );
    expect(failure).toBeNull();
    expect(notices).toEqual(["A <div> can't carry href or target, so they were removed."]);
  });

  it("answers the server's reason for a refusal, and says nothing else", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: { code: "invalid_input", message: "An <a> can't be inside <Link>, which renders an <a>." } },
          { status: 400 },
        ),
      ),
    );
    const onNotice = vi.fn();
    const addition = {
      op: "addJsxElement",
      params: { canvasId: "home" },
      body: { destinationElement: footer, propsToSet: {}, extraFiles: {}, hasInstantUpdate: false },
    } as const;
    expect(await postToEditor(addition, "failed", onNotice)).toBe(
      "An <a> can't be inside <Link>, which renders an <a>.",
    );
    expect(onNotice).not.toHaveBeenCalled();
  });
});
