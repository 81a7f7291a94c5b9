// The editor's change API against a temporary copy of tests/fixtures/editor-project (EDITOR_ROOT): every op
// changes the files on disk, undo and redo put them back byte for byte, and only owners get in.
import { symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { IndexEntry } from "@/lib/editor/source/elements";
import { indexSource } from "@/lib/editor/source/index-file";

import {
  appUrl,
  confirmationTokenIn,
  confirmToken,
  lastMailTo,
  signedInUser,
  signIn,
  signUp,
  uniqueEmail,
} from "../support/auth-requests";
import { fixtureText, temporaryEditorProject } from "../support/editor-project";
import { apiRequest } from "../support/route-requests";

type Routes = {
  mutate: typeof import("@/app/api/canvases/[canvasId]/parseAndMutate/mutate/[op]/route");
  undo: typeof import("@/app/api/canvases/[canvasId]/activities/undoChangeToFiles/route");
  redo: typeof import("@/app/api/canvases/[canvasId]/activities/redoChangeToFiles/route");
  elements: typeof import("@/app/api/canvases/[canvasId]/elements/route");
  textOrigin: typeof import("@/app/api/canvases/[canvasId]/elements/text-origin/route");
};

const copy = temporaryEditorProject("editor");
let owner: { bearer: string; email: string };
let routes: Routes;
const canvasId = "home";

async function loadRoutes(settings: Record<string, string>): Promise<Routes> {
  Object.assign(process.env, settings);
  vi.resetModules();
  const [mutate, undo, redo, elements, textOrigin] = await Promise.all([
    import("@/app/api/canvases/[canvasId]/parseAndMutate/mutate/[op]/route"),
    import("@/app/api/canvases/[canvasId]/activities/undoChangeToFiles/route"),
    import("@/app/api/canvases/[canvasId]/activities/redoChangeToFiles/route"),
    import("@/app/api/canvases/[canvasId]/elements/route"),
    import("@/app/api/canvases/[canvasId]/elements/text-origin/route"),
  ]);
  return { mutate, undo, redo, elements, textOrigin };
}

beforeAll(async () => {
  owner = await signedInUser("editor-owner");
  routes = await loadRoutes({
    EDITOR_ENABLED: "true",
    EDITOR_OWNER_EMAILS: `someone@example.com, ${owner.email.toUpperCase()}`,
    EDITOR_ROOT: copy.root,
  });
});

const read = copy.read;
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

function mutate(op: string, body: unknown, bearer = owner.bearer, api = routes) {
  const request = apiRequest(`/api/canvases/${canvasId}/parseAndMutate/mutate/${op}`, bearer, { method: "POST", body });
  return api.mutate.POST(request, { params: Promise.resolve({ canvasId, op }) });
}

function activity(kind: "undo" | "redo", bearer = owner.bearer, api = routes) {
  const name = kind === "undo" ? "undoChangeToFiles" : "redoChangeToFiles";
  const request = apiRequest(`/api/canvases/${canvasId}/activities/${name}`, bearer, { method: "POST" });
  return api[kind].POST(request, { params: Promise.resolve({ canvasId }) });
}

/** The resolved reference of the first element with this tag, asked of the side-index endpoint like the editor does. */
async function reference(file: string, tagName: string, nth = 0) {
  const entry = indexSource(read(file), file).filter((candidate) => candidate.tagName === tagName)[nth];
  if (!entry) throw new Error(`no <${tagName}> in ${file}`);
  const response = await routes.elements.GET(
    apiRequest(`/api/canvases/${canvasId}/elements?ids=${entry.codebaseId}`, owner.bearer),
    { params: Promise.resolve({ canvasId }) },
  );
  expect(response.status).toBe(200);
  const { elements } = (await response.json()) as { elements: IndexEntry[] };
  const found = elements[0];
  if (!found) throw new Error(`${entry.codebaseId} did not resolve`);
  return {
    codebaseId: found.codebaseId,
    filePath: found.file,
    line: found.line,
    column: found.column,
    tagName: found.tagName,
  };
}

const hero = "components/hero.tsx";

type Case = { op: string; body: () => Promise<unknown>; check: (files: { hero: string; css: string }) => void };

const cases: Case[] = [
  {
    op: "editText",
    body: async () => ({
      element: await reference(hero, "p"),
      oldText: "Write hooks that land.",
      newText: "Hooks people stop for.",
    }),
    check: ({ hero: text }) =>
      expect(text).toContain('      <p className="mt-2 text-lg">\n        Hooks people stop for.\n      </p>'),
  },
  {
    op: "updateClasses",
    body: async () => ({
      reactElement: await reference(hero, "p"),
      oldClasses: "mt-2 text-lg",
      newClasses: "mt-4 text-xl",
    }),
    check: ({ hero: text }) => expect(text).toContain('<p className="mt-4 text-xl">'),
  },
  {
    op: "addClass",
    body: async () => ({
      reactElement: await reference(hero, "h1"),
      className: "text-5xl",
      stylingFramework: "Tailwind",
      modifiers: ["md"],
    }),
    check: ({ hero: text }) => expect(text).toContain('<h1 className="text-4xl font-bold md:text-5xl">'),
  },
  {
    op: "removeClass",
    body: async () => ({ reactElement: await reference(hero, "h1"), className: "font-bold" }),
    check: ({ hero: text }) => expect(text).toContain('<h1 className="text-4xl">{title}</h1>'),
  },
  {
    op: "changePropValue",
    body: async () => ({ elementToModify: await reference(hero, "a"), propName: "href", propValue: "/blog/hooks" }),
    check: ({ hero: text }) => expect(text).toContain('<a href="/blog/hooks">Read the blog</a>'),
  },
  {
    op: "changeElementTag",
    body: async () => ({ elementToModify: await reference(hero, "div"), newTag: "nav" }),
    check: ({ hero: text }) => expect(text).toMatch(/<nav className="flex gap-2">[\s\S]*<\/nav>/),
  },
  {
    op: "styling",
    body: async () => ({
      reactElement: await reference(hero, "h1"),
      styling: { "font-size": "3rem" },
      stylingFramework: "Tailwind",
    }),
    check: ({ hero: text }) => expect(text).toContain('<h1 className="text-5xl font-bold">'),
  },
  {
    op: "styling",
    body: async () => ({
      reactElement: await reference(hero, "section"),
      styling: { color: "#111111" },
      stylingFramework: "CSS",
    }),
    check: ({ css }) => expect(css).toMatch(/\.hero \{\s*padding: 3rem 1rem;\s*color: #111111;\s*\}/),
  },
  {
    op: "addJsxElement",
    body: async () => ({
      destinationElement: await reference(hero, "div"),
      newElement: { type: "native", nativeTag: "span" },
      propsToSet: { className: "badge" },
    }),
    check: ({ hero: text }) =>
      expect(text).toMatch(/<a href="\/blog">Read the blog<\/a>\s*<span className="badge" \/>\s*<\/div>/),
  },
  {
    op: "moveJsxElement",
    body: async () => ({
      elementToMove: await reference(hero, "a"),
      newContainerElement: await reference(hero, "div"),
      beforeElement: await reference(hero, "Link"),
      expectedCurrentParent: await reference(hero, "div"),
    }),
    check: ({ hero: text }) => expect(text.indexOf("Read the blog")).toBeLessThan(text.indexOf("Start free")),
  },
  {
    op: "removeJsxElement",
    body: async () => ({ elementsToRemove: [await reference(hero, "a"), await reference(hero, "a")] }),
    check: ({ hero: text }) => expect(text).not.toContain("Read the blog"),
  },
  {
    op: "wrapInDiv",
    body: async () => ({ reactElements: [await reference(hero, "h1")] }),
    check: ({ hero: text }) =>
      expect(text).toMatch(/<div>\s*<h1 className="text-4xl font-bold">\{title\}<\/h1>\s*<\/div>/),
  },
  {
    op: "duplicate",
    body: async () => ({ reactElements: [await reference(hero, "Link")] }),
    check: ({ hero: text }) => expect(text.match(/Start free/g)).toHaveLength(2),
  },
];

describe("editor change API", () => {
  it.each(cases.map((entry, index) => [`${entry.op} #${index}`, entry] as const))(
    "%s changes the files; undo and redo restore them byte for byte",
    async (_, entry) => {
      const before = { hero: read(hero), css: read("components/hero.module.css") };
      const response = await mutate(entry.op, await entry.body());
      expect(response.status).toBe(200);
      const result = (await response.json()) as { changedFiles: string[]; newIds: string[] };
      expect(result.changedFiles.length).toBeGreaterThan(0);
      const after = { hero: read(hero), css: read("components/hero.module.css") };
      entry.check(after);
      // The ids the change answers are elements of the files as they are now.
      const ids = new Set(
        [hero, "app/page.tsx"].flatMap((file) => indexSource(read(file), file).map((element) => element.codebaseId)),
      );
      for (const id of result.newIds) expect(ids.has(id)).toBe(true);

      expect((await activity("undo")).status).toBe(200);
      expect({ hero: read(hero), css: read("components/hero.module.css") }).toEqual(before);
      expect((await activity("redo")).status).toBe(200);
      expect({ hero: read(hero), css: read("components/hero.module.css") }).toEqual(after);
    },
  );

  it("changes several files as one change, or none when one element is stale", async () => {
    const heroLink = await reference(hero, "a");
    const footer = await reference("app/page.tsx", "footer");
    const [heroBefore, pageBefore] = [read(hero), read("app/page.tsx")];

    const stale = await mutate("removeJsxElement", {
      elementsToRemove: [heroLink, { ...footer, line: footer.line + 1 }],
    });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(
      "This element has changed in the source since the editor loaded it. Reload the page and try again.",
    );
    expect([read(hero), read("app/page.tsx")]).toEqual([heroBefore, pageBefore]);

    const removed = await mutate("removeJsxElement", { elementsToRemove: [heroLink, footer] });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { changedFiles: string[] }).changedFiles.sort()).toEqual(["app/page.tsx", hero]);
    expect(read("app/page.tsx")).not.toContain("footer");
    expect((await activity("undo")).status).toBe(200);
    expect([read(hero), read("app/page.tsx")]).toEqual([heroBefore, pageBefore]);
  });

  it("keeps its history across a restart, and will not undo over someone else's edit", async () => {
    const original = read(hero);
    expect(
      (
        await mutate("updateClasses", {
          reactElement: await reference(hero, "p"),
          oldClasses: "mt-2 text-lg",
          newClasses: "mt-6",
        })
      ).status,
    ).toBe(200);
    const restarted = await loadRoutes({});
    const edited = `${read(hero)}\n// edited by hand\n`;
    writeFileSync(path.join(copy.root, hero), edited);
    const refused = await activity("undo", owner.bearer, restarted);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "components/hero.tsx changed outside the editor since this change, so undoing it would overwrite that work. Change the file by hand instead.",
    );
    expect(read(hero)).toBe(edited);

    writeFileSync(path.join(copy.root, hero), edited.replace("\n// edited by hand\n", ""));
    expect((await activity("undo", owner.bearer, restarted)).status).toBe(200);
    expect(read(hero)).toBe(original);
    const nothing = await activity("undo", owner.bearer, restarted);
    expect(nothing.status).toBe(409);
    expect((await errorOf(nothing)).message).toBe("There is nothing to undo.");
  });

  it("edits a text that comes through a prop where it is written: the call site's literal, found by what the page shows", async () => {
    const heading = await reference(hero, "h1");
    const ask = (body: unknown) =>
      routes.textOrigin.POST(
        apiRequest(`/api/canvases/${canvasId}/elements/text-origin`, owner.bearer, { method: "POST", body }),
        { params: Promise.resolve({ canvasId }) },
      );
    const found = await ask({ codebaseId: heading.codebaseId, text: "Hooks that land" });
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ editable: true, file: "app/page.tsx", line: 6, value: "Hooks that land" });
    // The one literal the prop can take says something else now: the page is out of date.
    const stale = await ask({ codebaseId: heading.codebaseId, text: "Not on the page" });
    expect(await stale.json()).toEqual({
      editable: false,
      file: "app/page.tsx",
      line: 6,
      message: "The text was changed in the source since you started editing. Reload the page and try again.",
    });
    expect((await ask({ codebaseId: heading.codebaseId })).status).toBe(400);

    const [heroBefore, pageBefore] = [read(hero), read("app/page.tsx")];
    const edited = await mutate("editText", {
      element: heading,
      oldText: "Hooks that land",
      newText: "Hooks people stop for",
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { changedFiles: string[] }).changedFiles).toEqual(["app/page.tsx"]);
    expect(read("app/page.tsx")).toContain('<Hero title="Hooks people stop for" />');
    expect(read(hero)).toBe(heroBefore);
    expect((await activity("undo")).status).toBe(200);
    expect(read("app/page.tsx")).toBe(pageBefore);
  });

  it("refuses computed classes and a stale text, changing nothing", async () => {
    const before = read(hero);
    const dynamic = await mutate("addClass", {
      reactElement: await reference(hero, "section"),
      className: "p-4",
      stylingFramework: "Tailwind",
    });
    expect(dynamic.status).toBe(400);
    expect((await errorOf(dynamic)).message).toContain("computed in code");
    const stale = await mutate("editText", {
      element: await reference(hero, "p"),
      oldText: "Something else",
      newText: "New",
    });
    expect(stale.status).toBe(409);
    const bad = await mutate("editText", {
      element: { ...(await reference(hero, "p")), codebaseId: "bad id" },
      oldText: "x",
      newText: "y",
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("element.codebaseId: Codebase ID contains invalid chars");
    expect(read(hero)).toBe(before);
  });
});

describe("editor access", () => {
  it.each([
    ["a file outside app/ and components/", "lib/notes.tsx"],
    ["a path that climbs out", "components/../lib/notes.tsx"],
    ["an absolute path", "/etc/passwd.tsx"],
    ["a file that is not a component", "components/hero.module.css.ts"],
  ])("refuses %s", async (_, filePath) => {
    const response = await mutate("changePropValue", {
      elementToModify: { codebaseId: "notes-00000000-0", filePath, line: 2, column: 9 },
      propName: "id",
      propValue: "x",
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(
      "The editor can only change .tsx and .jsx files (and their .css stylesheets) under app/ and components/, and .ts page data under content/.",
    );
    expect(read("lib/notes.tsx")).toContain("<p>Outside");
  });

  it("refuses a path that leads out of app/ or components/ through a symlink", async () => {
    symlinkSync(path.join(copy.root, "lib"), path.join(copy.root, "app", "linked"));
    symlinkSync(path.join(copy.root, "lib", "notes.tsx"), path.join(copy.root, "components", "notes.tsx"));
    for (const filePath of ["app/linked/notes.tsx", "components/notes.tsx"]) {
      const response = await mutate("changePropValue", {
        elementToModify: { codebaseId: "notes-00000000-0", filePath, line: 2, column: 9 },
        propName: "id",
        propValue: "x",
      });
      expect(response.status).toBe(403);
    }
    expect(read("lib/notes.tsx")).toContain("<p>Outside");
  });

  it("refuses a bad canvas id before touching any file", async () => {
    const before = read(hero);
    const request = apiRequest("/api/canvases/bad.canvas/parseAndMutate/mutate/updateClasses", owner.bearer, {
      method: "POST",
      body: { reactElement: await reference(hero, "p"), oldClasses: "mt-2 text-lg", newClasses: "mt-6" },
    });
    const response = await routes.mutate.POST(request, {
      params: Promise.resolve({ canvasId: "bad.canvas", op: "updateClasses" }),
    });
    expect(response.status).toBe(400);
    expect(read(hero)).toBe(before);
  });

  it("takes a signed-in owner's cookie only from Hookline's own pages", async () => {
    const { cookie } = await signIn(owner.email, "correct-horse-1");
    const body = { reactElement: await reference(hero, "p"), oldClasses: "mt-2 text-lg", newClasses: "mt-6" };
    const fromOrigin = (origin: string) =>
      routes.mutate.POST(
        new Request(`${appUrl}/api/canvases/${canvasId}/parseAndMutate/mutate/updateClasses`, {
          method: "POST",
          headers: { cookie, origin, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ canvasId, op: "updateClasses" }) },
      );
    const forged = await fromOrigin("https://evil.example");
    expect(forged.status).toBe(403);
    expect(read(hero)).toContain('<p className="mt-2 text-lg">');
    expect((await fromOrigin(appUrl)).status).toBe(200);
    expect(read(hero)).toContain('<p className="mt-6">');
  });

  it("answers 403 to anyone but a verified owner", async () => {
    const stranger = await signedInUser("editor-stranger");
    const unverifiedEmail = uniqueEmail("editor-unverified");
    await signUp(unverifiedEmail);
    const unverified = await signIn(unverifiedEmail, "correct-horse-1");
    const api = await loadRoutes({ EDITOR_OWNER_EMAILS: `${owner.email},${unverifiedEmail}` });
    const body = { reactElement: await reference(hero, "p"), oldClasses: "mt-2 text-lg", newClasses: "mt-6" };
    for (const bearer of [stranger.bearer, unverified.bearer, ""]) {
      const response = await mutate("updateClasses", body, bearer, api);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(
        "The editor is open only to the site's owners. Sign in with an owner's verified account.",
      );
      expect((await activity("undo", bearer, api)).status).toBe(403);
    }
    // Once confirmed, the same account is an owner.
    await confirmToken(confirmationTokenIn(await lastMailTo(unverifiedEmail)));
    expect(
      (await mutate("updateClasses", body, (await signIn(unverifiedEmail, "correct-horse-1")).bearer, api)).status,
    ).toBe(200);
  });

  it("does not exist while disabled", async () => {
    const api = await loadRoutes({ EDITOR_ENABLED: "false" });
    const response = await mutate(
      "updateClasses",
      { reactElement: await reference(hero, "p"), oldClasses: "mt-2 text-lg", newClasses: "mt-6" },
      owner.bearer,
      api,
    );
    expect(response.status).toBe(404);
    expect((await activity("redo", owner.bearer, api)).status).toBe(404);
    expect(read(hero)).toBe(fixtureText(hero));
    routes = await loadRoutes({ EDITOR_ENABLED: "true" });
  });

  it("answers the side-index lookup's bad input with a 400, and lists ids it does not know as missing", async () => {
    const lookup = (query: string) =>
      routes.elements.GET(apiRequest(`/api/canvases/${canvasId}/elements${query}`, owner.bearer), {
        params: Promise.resolve({ canvasId }),
      });
    const noIds = await lookup("");
    expect(noIds.status).toBe(400);
    const badId = await lookup("?ids=hero%20one");
    expect(badId.status).toBe(400);
    expect((await errorOf(badId)).message).toBe("Codebase ID contains invalid chars");
    const known = (await reference(hero, "p")).codebaseId;
    const found = await lookup(`?ids=${known},hero-00000000-9`);
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      elements: [{ codebaseId: known, file: hero, tagName: "p", staticText: true }],
      missing: ["hero-00000000-9"],
    });
  });

  it("answers 404 for an op that does not exist", async () => {
    const response = await mutate("rewriteEverything", {});
    expect(response.status).toBe(404);
  });
});
