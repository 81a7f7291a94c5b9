import { describe, expect, it } from "vitest";

import type { IndexEntry } from "../source/elements";
import { createChange } from "./create";
import type { InstantUpdatePlan } from "./instant";
import { ChangeRunner, runnerMessages, type RunnerEntry, type SourceRequest } from "./runner";

const known = ["hero-3fa2b1c9-0", "hero-3fa2b1c9-0_0", "hero-3fa2b1c9-0_1"];

function entryOf(codebaseId: string, line: number): IndexEntry {
  return {
    codebaseId,
    file: "components/hero.tsx",
    line,
    column: 4,
    endLine: line,
    endColumn: 40,
    tagName: "h1",
    componentName: "Hero",
    staticText: true,
    parentId: null,
    props: {},
  };
}

/** The editor API's path for a source call, as the browser's port sends it. */
function pathOf({ op, params }: SourceRequest): string {
  const activity = op === "applyChangeSet" || op === "undoChangeToFiles" || op === "redoChangeToFiles";
  return `/api/canvases/${params.canvasId}/${activity ? "activities" : "parseAndMutate/mutate"}/${op}`;
}

function harness(options: { failPaths?: RegExp; frameShows?: boolean } = {}) {
  const log: string[] = [];
  const posts: { path: string; body: unknown }[] = [];
  const toasts: { kind: string; title: string; description?: string }[] = [];
  const states: RunnerEntry[] = [];
  let ids = 0;
  const runner = new ChangeRunner({
    canvasId: "default",
    lookUp: async (wanted) => wanted.filter((id) => known.includes(id)).map((id, index) => entryOf(id, index + 3)),
    post: async (request) => {
      const path = pathOf(request);
      const body = request.body;
      log.push(`post ${path.split("/").pop()}`);
      posts.push({ path, body });
      return options.failPaths?.test(path) ? "Refused" : null;
    },
    instantUpdate: async (updateId: string, plan: InstantUpdatePlan) => {
      log.push(`instant ${plan.kind} ${updateId.slice(0, 4)}`);
      return options.frameShows ?? true;
    },
    undoInstantUpdate: (updateId) => log.push(`undo instant ${updateId.slice(0, 4)}`),
    reloadFrame: () => log.push("reload"),
    notify: (kind, title, description) =>
      toasts.push(description === undefined ? { kind, title } : { kind, title, description }),
    newId: () => `0000000${(ids += 1)}-0000-4000-8000-000000000000`,
    onChange: (entry) => states.push(entry),
  });
  return { runner, log, posts, toasts, states };
}

describe("the change runner", () => {
  it("shows a class change in the frame, then writes it, and ends processed", async () => {
    const { runner, log, posts, states } = harness();
    const change = createChange("ADD_CLASS", {
      codebaseIdToAddClass: "hero-3fa2b1c9-0_0",
      className: "font-bold",
      modifiers: [],
      customProperties: {},
    });
    const entry = await runner.run(change, ["text-4xl"]);
    expect(log).toEqual([`instant classes ${change.id.slice(0, 4)}`, "post addClass"]);
    expect(posts[0]?.path).toBe("/api/canvases/default/parseAndMutate/mutate/addClass");
    expect(posts[0]?.body).toMatchObject({
      reactElement: { codebaseId: "hero-3fa2b1c9-0_0", filePath: "components/hero.tsx", line: 3, column: 4 },
      className: "font-bold",
    });
    expect(entry.lifecycle).toMatchObject({
      instantUpdate: "finished",
      instantUpdateSuccessful: true,
      outcome: "processed",
      consumed: false,
    });
    expect(states.map((state) => `${state.lifecycle.instantUpdate}/${state.lifecycle.outcome}`)).toEqual([
      "not_sent/pending",
      "sent/pending",
      "finished/pending",
      "finished/processed",
    ]);
  });

  it("marks a refused change failed and consumed, says why in the server's words, and takes the instant update back", async () => {
    const { runner, log, toasts } = harness({ failPaths: /addClass/ });
    const change = createChange("ADD_CLASS", {
      codebaseIdToAddClass: "hero-3fa2b1c9-0_0",
      className: "font-bold",
      modifiers: [],
      customProperties: {},
    });
    const entry = await runner.run(change, []);
    expect(entry.lifecycle).toMatchObject({ outcome: "failed", consumed: true });
    expect(toasts).toEqual([{ kind: "error", title: runnerMessages.failed, description: "Refused" }]);
    expect(log.at(-1)).toBe(`undo instant ${change.id.slice(0, 4)}`);
  });

  it("reloads the frame when a failed change cannot be undone instantly (text)", async () => {
    const { runner, log } = harness({ failPaths: /editText/ });
    await runner.run(
      createChange("EDIT_TEXT", { codebaseIdToEditText: "hero-3fa2b1c9-0_0", newText: "New", oldText: "Old" }),
    );
    expect(log.at(-1)).toBe("reload");
  });

  it("never calls the files for an element the side index does not know", async () => {
    const { runner, posts, toasts } = harness();
    const entry = await runner.run(
      createChange("CHANGE_TAG", { codebaseIdToChange: "gone-00000000-0", newTagName: "h2" }),
    );
    expect(posts).toEqual([]);
    expect(entry.lifecycle.outcome).toBe("failed");
    expect(toasts).toEqual([{ kind: "error", title: "Could not find element" }]);
  });

  it("leaves an UNKNOWN change processed without an instant update or a call", async () => {
    const { runner, log } = harness();
    const entry = await runner.run(createChange("UNKNOWN", {}));
    expect(log).toEqual([]);
    expect(entry.lifecycle).toMatchObject({
      sendsInstantUpdate: false,
      instantUpdate: "not_sent",
      outcome: "processed",
    });
  });

  it("toasts Prop changed, and Successfully added for an element added without an instant update", async () => {
    const { runner, toasts } = harness();
    await runner.run(
      createChange("CHANGE_PROP", { codebaseIdToChange: "hero-3fa2b1c9-0_0", propName: "id", propValue: "top" }),
    );
    await runner.run(
      createChange("ADD_JSX", {
        codebaseIdToAddTo: "hero-3fa2b1c9-0",
        addNativeTag: "div",
        propsToSet: {},
        extraPathToContents: {},
      }),
    );
    expect(toasts).toEqual([
      { kind: "success", title: "Prop changed" },
      { kind: "success", title: "Successfully added" },
    ]);
  });

  it("shows styling and class changes while an earlier change is still being written; others wait for it", async () => {
    const { runner, log } = harness();
    const tag = runner.run(createChange("CHANGE_TAG", { codebaseIdToChange: "hero-3fa2b1c9-0_0", newTagName: "h2" }));
    const styled = runner.run(
      createChange("STYLING", {
        codebaseId: "hero-3fa2b1c9-0",
        stylingChanges: { color: "red" },
        stylingFramework: "Inline",
        modifiers: [],
        customProperties: {},
      }),
    );
    const text = runner.run(
      createChange("EDIT_TEXT", { codebaseIdToEditText: "hero-3fa2b1c9-0_1", newText: "a", oldText: "b" }),
    );
    await Promise.all([tag, styled, text]);
    expect(log.map((line) => line.replace(/ [0-9a-f-]{4}$/, ""))).toEqual([
      "instant styling",
      "post changeElementTag",
      "post styling",
      "instant text",
      "post editText",
    ]);
  });

  it("undoes a class change in the frame at once, then in the files; redo writes it again", async () => {
    const { runner, log } = harness();
    const change = createChange("UPDATE_CLASSES", {
      codebaseIdToUpdateClass: "hero-3fa2b1c9-0_0",
      newClasses: "a b",
      oldClasses: "a",
    });
    await runner.run(change);
    log.length = 0;
    expect(await runner.undo()).toBe(true);
    expect(log).toEqual([`undo instant ${change.id.slice(0, 4)}`, "post undoChangeToFiles"]);
    expect(await runner.redo()).toBe(true);
    expect(log.at(-1)).toBe("post redoChangeToFiles");
  });

  it("does not undo text instantly (only removal, classes and styling are instant), and reports a refused undo", async () => {
    const { runner, log, toasts } = harness({ failPaths: /undoChangeToFiles/ });
    await runner.run(
      createChange("EDIT_TEXT", { codebaseIdToEditText: "hero-3fa2b1c9-0_1", newText: "a", oldText: "b" }),
    );
    log.length = 0;
    expect(await runner.undo()).toBe(false);
    expect(log).toEqual(["post undoChangeToFiles", "reload"]);
    expect(toasts).toEqual([{ kind: "error", title: runnerMessages.undoFailed }]);
  });

  it("takes a text back in the frame once its undo is written, not before", async () => {
    const { runner, log } = harness();
    const change = createChange("EDIT_TEXT", { codebaseIdToEditText: "hero-3fa2b1c9-0_1", newText: "a", oldText: "b" });
    await runner.run(change);
    log.length = 0;
    expect(await runner.undo()).toBe(true);
    expect(log).toEqual(["post undoChangeToFiles", `undo instant ${change.id.slice(0, 4)}`]);
  });

  it("writes a reviewed set in one call after showing each change, each class change building on the last", async () => {
    const { runner, log, posts } = harness();
    const changes = [
      createChange("EDIT_TEXT", {
        codebaseIdToEditText: "hero-3fa2b1c9-0_0",
        newText: "Short",
        oldText: "A long heading",
      }),
      createChange("ADD_CLASS", {
        codebaseIdToAddClass: "hero-3fa2b1c9-0_0",
        className: "font-bold",
        modifiers: [],
        customProperties: {},
      }),
    ];
    const entries = await runner.runSet(changes, ["text-4xl"]);
    expect(log.map((line) => line.replace(/ [0-9a-f-]{4}$/, ""))).toEqual([
      "instant text",
      "instant classes",
      "post applyChangeSet",
    ]);
    expect(posts[0]?.body).toEqual({ changes });
    expect(entries.map((entry) => entry.lifecycle.outcome)).toEqual(["processed", "processed"]);
  });

  it("fails every change of a refused set with one message", async () => {
    const { runner, toasts } = harness({ failPaths: /applyChangeSet/ });
    const entries = await runner.runSet([
      createChange("UPDATE_CLASSES", { codebaseIdToUpdateClass: "hero-3fa2b1c9-0_0", newClasses: "a", oldClasses: "" }),
    ]);
    expect(entries[0]?.lifecycle).toMatchObject({ outcome: "failed", consumed: true });
    expect(toasts).toEqual([{ kind: "error", title: runnerMessages.failed }]);
  });
});
