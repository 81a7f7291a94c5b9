// AI mode's server side against a temporary copy of tests/fixtures/editor-project: an instruction about one
// element becomes change records (offline writer, and a model through OpenAI's real wire format), and a reviewed
// set of records is applied as one change that one undo takes back, or not at all.
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { ChangeRecord } from "@/lib/editor/changes/schemas";
import { indexSource } from "@/lib/editor/source/index-file";

import { stopFakeAI, useFakeAI } from "../support/ai-env";
import { signedInUser } from "../support/auth-requests";
import { temporaryEditorProject } from "../support/editor-project";
import { apiRequest } from "../support/route-requests";

type Routes = {
  suggest: typeof import("@/app/api/canvases/[canvasId]/ai/suggestChanges/route");
  apply: typeof import("@/app/api/canvases/[canvasId]/activities/applyChangeSet/route");
  undo: typeof import("@/app/api/canvases/[canvasId]/activities/undoChangeToFiles/route");
};

const canvasId = "home";
const hero = "components/hero.tsx";
const copy = temporaryEditorProject("editor-ai");
let owner: { bearer: string; email: string };
let stranger: { bearer: string };
let routes: Routes;

async function loadRoutes(): Promise<Routes> {
  const [suggest, apply, undo] = await Promise.all([
    import("@/app/api/canvases/[canvasId]/ai/suggestChanges/route"),
    import("@/app/api/canvases/[canvasId]/activities/applyChangeSet/route"),
    import("@/app/api/canvases/[canvasId]/activities/undoChangeToFiles/route"),
  ]);
  return { suggest, apply, undo };
}

beforeAll(async () => {
  owner = await signedInUser("editor-ai-owner");
  stranger = await signedInUser("editor-ai-stranger");
  Object.assign(process.env, { EDITOR_ENABLED: "true", EDITOR_OWNER_EMAILS: owner.email, EDITOR_ROOT: copy.root });
  vi.resetModules();
  routes = await loadRoutes();
});

const read = copy.read;
const idOf = (tagName: string) => {
  const entry = indexSource(read(hero), hero).find((candidate) => candidate.tagName === tagName);
  if (!entry) throw new Error(`no <${tagName}> in ${hero}`);
  return entry.codebaseId;
};
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

function suggest(body: unknown, bearer = owner.bearer, api = routes) {
  return api.suggest.POST(apiRequest(`/api/canvases/${canvasId}/ai/suggestChanges`, bearer, { method: "POST", body }), {
    params: Promise.resolve({ canvasId }),
  });
}
function apply(changes: unknown, bearer = owner.bearer) {
  return routes.apply.POST(
    apiRequest(`/api/canvases/${canvasId}/activities/applyChangeSet`, bearer, { method: "POST", body: { changes } }),
    { params: Promise.resolve({ canvasId }) },
  );
}
function undo() {
  return routes.undo.POST(
    apiRequest(`/api/canvases/${canvasId}/activities/undoChangeToFiles`, owner.bearer, { method: "POST" }),
    { params: Promise.resolve({ canvasId }) },
  );
}

describe("AI mode: suggestions", () => {
  it("turns an instruction about a paragraph into text and class changes, written by the offline writer without keys", async () => {
    const response = await suggest({ instruction: "  make this shorter and bolder  ", codebaseId: idOf("p") });
    expect(response.status).toBe(200);
    const { changes, writer } = (await response.json()) as { changes: ChangeRecord[]; writer: { label: string } };
    expect(writer.label).toBe("Offline writer");
    expect(changes.map((change) => [change.type, change.changeFields])).toEqual([
      ["EDIT_TEXT", { codebaseIdToEditText: idOf("p"), newText: "Write hooks", oldText: "Write hooks that land." }],
      [
        "UPDATE_CLASSES",
        { codebaseIdToUpdateClass: idOf("p"), newClasses: "mt-2 text-lg font-bold", oldClasses: "mt-2 text-lg" },
      ],
    ]);
  });

  it("asks a model through its real API when a key is set, and shows who wrote the suggestion", async () => {
    const fake = await useFakeAI();
    try {
      const response = await suggest(
        { instruction: "shorter and centred", codebaseId: idOf("h1") },
        owner.bearer,
        await loadRoutes(),
      );
      expect(response.status).toBe(200);
      const { changes, writer } = (await response.json()) as { changes: ChangeRecord[]; writer: { label: string } };
      expect(writer.label).toMatch(/^OpenAI/);
      // The heading shows {title}, which the one page that renders it passes as a literal: the model sees that
      // text, and its new text is written there.
      expect(fake.requests.at(-1)?.user).toContain("Text: <<<Hooks that land>>>");
      expect(changes.map((change) => [change.type, change.changeFields])).toEqual([
        [
          "EDIT_TEXT",
          { codebaseIdToEditText: idOf("h1"), newText: "Fake shorter heading", oldText: "Hooks that land" },
        ],
        [
          "UPDATE_CLASSES",
          {
            codebaseIdToUpdateClass: idOf("h1"),
            newClasses: "text-4xl font-bold text-center",
            oldClasses: "text-4xl font-bold",
          },
        ],
      ]);
      expect(fake.requests.at(-1)?.user).toContain("Instruction: <<<shorter and centred>>>");
    } finally {
      await stopFakeAI(fake);
    }
  });

  it("answers bad input, unknown elements and instructions with nothing to do with a clear 4xx", async () => {
    expect((await errorOf(await suggest({ instruction: "   ", codebaseId: idOf("p") }))).message).toContain(
      "Say what should change.",
    );
    const missing = await suggest({ instruction: "bolder", codebaseId: "hero-00000000-9_9" });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe("Could not find element");
    const nothing = await suggest({ instruction: "do nothing special", codebaseId: idOf("p") });
    expect(nothing.status).toBe(400);
    expect((await errorOf(nothing)).message).toBe("No change to suggest for that instruction.");
    expect((await suggest({ instruction: "bolder", codebaseId: idOf("p") }, stranger.bearer)).status).toBe(403);
  });
});

describe("AI mode: a reviewed change set", () => {
  it("applies every record in order as one change, which one undo takes back byte for byte", async () => {
    const original = read(hero);
    const { changes } = (await (
      await suggest({ instruction: "shorter and bolder", codebaseId: idOf("p") })
    ).json()) as { changes: ChangeRecord[] };
    const response = await apply(changes);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { changedFiles: string[] }).changedFiles).toEqual([hero]);
    expect(read(hero)).toContain('<p className="mt-2 text-lg font-bold">');
    expect(read(hero)).toContain("Write hooks\n");
    expect(read(hero)).not.toContain("that land.");
    expect((await undo()).status).toBe(200);
    expect(read(hero)).toBe(original);
  });

  it("writes nothing when one record fails, and refuses undo, redo and unknown records", async () => {
    const original = read(hero);
    const good = {
      id: "00000000-0000-4000-8000-000000000001",
      type: "ADD_CLASS",
      changeName: "Add class",
      changeFields: {
        codebaseIdToAddClass: idOf("p"),
        className: "italic",
        addingTailwindClass: true,
        modifiers: [],
        customProperties: {},
      },
    };
    const missing = {
      ...good,
      id: "00000000-0000-4000-8000-000000000002",
      changeFields: { ...good.changeFields, codebaseIdToAddClass: "hero-00000000-9_9" },
    };
    const failed = await apply([good, missing]);
    expect(failed.status).toBe(404);
    expect(read(hero)).toBe(original);
    const unknown = await apply([
      good,
      { id: "00000000-0000-4000-8000-000000000003", type: "UNKNOWN", changeName: "?", changeFields: {} },
    ]);
    expect(unknown.status).toBe(400);
    expect((await apply([])).status).toBe(400);
    expect((await apply([good], stranger.bearer)).status).toBe(403);
    expect(read(hero)).toBe(original);
  });
});
