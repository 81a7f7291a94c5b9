import { describe, expect, it } from "vitest";
import { z } from "zod";

import { operations } from "../api/v1/operations";
import { defineTool } from "./tool";

/** These tests only read how a tool is built; none of them runs one. */
const answer = () => Promise.reject(new Error("not run in these tests"));

describe("a tool built from its operation", () => {
  it("takes the operation's path parameters as fields, since a tool has no path", () => {
    const tool = defineTool("get_campaign", { description: "Reads one campaign.", annotations: {}, run: answer });
    expect(Object.keys(tool.input.shape)).toEqual(["id"]);
    expect(tool.input.safeParse({ id: "not-a-uuid" }).success).toBe(false);
    expect(tool.input.safeParse({ id: "3f0c8f0e-8f4e-4b8e-9a59-2f4f6f2a1c3d" }).success).toBe(true);
    expect(tool).toMatchObject({ scope: "campaigns:read", spendsUnit: false, title: operations.readCampaign.summary });
  });

  it("adds what only the tool takes to the operation's body, keeping the body's rules", () => {
    const tool = defineTool("create_campaign", {
      description: "Opens a campaign.",
      annotations: {},
      input: (brief) => brief.extend({ approve: z.boolean().default(false) }),
      run: answer,
    });
    expect(Object.keys(tool.input.shape)).toEqual([...Object.keys(operations.createCampaign.body.shape), "approve"]);
    const refused = tool.input.safeParse({ approve: true });
    expect(refused.success).toBe(false);
    expect(tool).toMatchObject({ scope: "campaigns:write", spendsUnit: false });
  });

  it("leaves an operation without path parameters its own input", () => {
    const tool = defineTool("search_library", { description: "Searches.", annotations: {}, run: answer });
    expect(tool.input).toBe(operations.listLibrary.query);
  });
});
