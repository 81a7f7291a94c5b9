import { afterEach, describe, expect, it, vi } from "vitest";

import { postToEditor } from "./editor-api";

afterEach(() => vi.unstubAllGlobals());

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
      "/api/canvases/home/parseAndMutate/mutate/changeElementTag",
      { newTag: "div" },
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
    expect(await postToEditor("/api/canvases/home/parseAndMutate/mutate/addJsxElement", {}, "failed", onNotice)).toBe(
      "An <a> can't be inside <Link>, which renders an <a>.",
    );
    expect(onNotice).not.toHaveBeenCalled();
  });
});
