// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { SourceInfo } from "./helper-options.ts";
import { driveModeKey, FrameHelper } from "./helper.ts";
import { channel, type FrameMessage } from "./protocol.ts";

const editorOrigin = "http://localhost:3000";
let posted: FrameMessage[];
let editorWindow: { postMessage: (envelope: unknown, origin: string) => void };
let helper: FrameHelper;

const sources = new Map<string, SourceInfo>([
  ["hero-00000000-0_0", { tagName: "h1", staticText: true }],
  ["hero-00000000-0_1", { tagName: "p", staticText: false, componentName: "Hero" }],
  ["card-00000000-0", { tagName: "Card", staticText: false }],
  ["hero-00000000-0_4", { tagName: "button", staticText: true }],
]);

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = `
    <section data-codebase-id="hero-00000000-0">
      <h1 data-codebase-id="hero-00000000-0_0">Hooks that land</h1>
      <p data-codebase-id="hero-00000000-0_1">Hello, <b>Maria</b></p>
      <div data-codebase-id="card-00000000-0">A</div><div data-codebase-id="card-00000000-0">B</div>
      <a href="/pricing" data-codebase-id="hero-00000000-0_3">Pricing</a>
    </section>`;
  posted = [];
  editorWindow = {
    postMessage: (envelope, origin) => {
      expect(origin).toBe(editorOrigin);
      const { channel: tag, message } = envelope as { channel: string; message: FrameMessage };
      expect(tag).toBe(channel);
      posted.push(message);
    },
  };
  helper = new FrameHelper({
    window,
    editor: { window: editorWindow, origin: editorOrigin },
    storyboardId: "home",
    sourceInfo: (id) => sources.get(id),
  });
});
afterEach(() => helper.stop());

const element = (selector: string) => {
  const found = document.querySelector(selector);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${selector}`);
  return found;
};
const outlines = (kind: string) => Array.from(document.querySelectorAll(`[data-outline="${kind}"]`)) as HTMLElement[];
const last = <T extends FrameMessage["type"]>(type: T) =>
  posted.filter((message): message is Extract<FrameMessage, { type: T }> => message.type === type).at(-1);

describe("the frame helper", () => {
  it("reports the page's address and hydration status to the editor, at its exact origin only", () => {
    expect(last("latestHref")?.href).toBe(window.location.href);
    expect(last("hydrationErrorStatus")?.status).toBe("no_error");
  });

  it("outlines the hovered element and reports its key", () => {
    element("h1").dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(last("hoveredKey")?.key).toEqual({
      codebaseId: "hero-00000000-0_0",
      storyboardId: "home",
      uniquePath: "0-0-0",
    });
    expect(outlines("secondary")).toHaveLength(1);
  });

  it("selects on click without following the link, with a labelled primary outline", () => {
    const link = element("a");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(last("selectedKey")?.key?.codebaseId).toBe("hero-00000000-0_3");
    const [primary] = outlines("primary");
    expect(primary?.style.outline).toBe("1px solid #4597F7");
    expect(primary?.style.zIndex).toBe("2000000002");
    expect(primary?.querySelector('[data-label="name"]')?.textContent).toBe("a");
    expect((primary?.querySelector('[data-label="name"]') as HTMLElement).style.fontSize).toBe("20px");
  });

  it("outlines the other elements from the same source element, and a component in its own colour", () => {
    element("div").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(outlines("component")[0]?.style.outline).toBe("1px solid #6183e4");
    expect(outlines("secondary").map((box) => box.style.outline)).toEqual(["0.5px solid #4597F7"]);
  });

  it("adds shift-clicked elements to the selection", () => {
    element("h1").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    element("a").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey: true }));
    expect(last("multiSelectedKeys")?.keys.map((key) => key.codebaseId)).toEqual([
      "hero-00000000-0_0",
      "hero-00000000-0_3",
    ]);
    expect(outlines("secondary")).toHaveLength(1);
  });

  it("edits static text in place and reports new and old text on blur", () => {
    const heading = element("h1");
    heading.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, cancelable: true }));
    expect(heading.getAttribute("contenteditable")).toBe("plaintext-only");
    expect(last("startEditingText")).toMatchObject({ originalText: "Hooks that land" });
    heading.textContent = "Hooks people stop for";
    heading.dispatchEvent(new FocusEvent("blur"));
    expect(heading.hasAttribute("contenteditable")).toBe(false);
    expect(last("editedText")).toMatchObject({
      key: { codebaseId: "hero-00000000-0_0" },
      newText: "Hooks people stop for",
      oldText: "Hooks that land",
    });
  });

  it("types a space into a button's label: the key and the click it would make never reach the button", () => {
    element("section").insertAdjacentHTML(
      "beforeend",
      `<button type="button" data-codebase-id="hero-00000000-0_4">Start trial</button>`,
    );
    const button = element("button");
    const rendered = button.firstChild;
    const pressed = vi.fn();
    const heard = vi.fn();
    button.addEventListener("click", pressed);
    document.addEventListener("keydown", heard);
    button.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, cancelable: true }));
    // The caret after "Start".
    const range = document.createRange();
    range.setStart(button.firstChild!, "Start".length);
    range.collapse(true);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const space = new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    button.dispatchEvent(space);
    const release = new KeyboardEvent("keyup", { key: " ", bubbles: true, cancelable: true });
    button.dispatchEvent(release);
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(space.defaultPrevented && release.defaultPrevented).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
    expect(button.textContent).toBe("Start  trial");
    document.removeEventListener("keydown", heard);
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    expect(last("editedText")).toMatchObject({ newText: "Start  trial", oldText: "Start trial" });
    // What React rendered is what the page keeps, now holding the typed text: the next render updates it.
    expect(Array.from(button.childNodes)).toEqual([rendered]);
    expect(rendered?.nodeValue).toBe("Start  trial");
  });

  it("keeps the text on Enter, puts the original back on Escape, and selects only the element's text on Ctrl+A", () => {
    const heading = element("h1");
    heading.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, cancelable: true }));
    const selectAll = new KeyboardEvent("keydown", { key: "a", ctrlKey: true, bubbles: true, cancelable: true });
    heading.dispatchEvent(selectAll);
    expect(selectAll.defaultPrevented).toBe(true);
    expect(document.getSelection()?.toString()).toBe("Hooks that land");
    heading.textContent = "Hooks people stop for";
    heading.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    expect(heading.hasAttribute("contenteditable")).toBe(false);
    expect(last("editedText")).toMatchObject({ newText: "Hooks people stop for", oldText: "Hooks that land" });

    const edits = () => posted.filter((message) => message.type === "editedText").length;
    const before = edits();
    heading.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, cancelable: true }));
    heading.textContent = "Half-typed";
    heading.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    expect(heading.hasAttribute("contenteditable")).toBe(false);
    expect(heading.textContent).toBe("Hooks people stop for");
    expect(edits()).toBe(before);
  });

  it("offers Edit Dynamic Text for direct text that is not static; with no literal found, says so and edits nothing in place", async () => {
    const paragraph = element("p");
    paragraph.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(last("editDynamicText")?.key.codebaseId).toBe("hero-00000000-0_1"));
    expect(paragraph.hasAttribute("contenteditable")).toBe(false);
    posted = [];
    paragraph.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const button = Array.from(document.querySelectorAll("button")).find(
      (candidate) => candidate.textContent === "Edit Dynamic Text",
    );
    button?.click();
    await vi.waitFor(() => expect(last("editDynamicText")?.key.codebaseId).toBe("hero-00000000-0_1"));
    expect(paragraph.hasAttribute("contenteditable")).toBe(false);
    element("h1").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(
      Array.from(document.querySelectorAll("button")).some(
        (candidate) => candidate.textContent === "Edit Dynamic Text",
      ),
    ).toBe(false);
  });

  it("edits text from page data in place once the server finds its literal, and says where it is computed when not", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<h2 data-codebase-id="hero-00000000-0_4">Plans for every team</h2><h3 data-codebase-id="hero-00000000-0_5">3 days free</h3>',
    );
    sources.set("hero-00000000-0_4", { tagName: "h2", staticText: false, componentName: "Hero" });
    sources.set("hero-00000000-0_5", { tagName: "h3", staticText: false, componentName: "Hero" });
    const asked: string[] = [];
    helper.stop();
    helper = new FrameHelper({
      window,
      editor: { window: editorWindow, origin: editorOrigin },
      storyboardId: "home",
      sourceInfo: (id) => sources.get(id),
      locateText: async (codebaseId, text) => {
        asked.push(`${codebaseId}: ${text}`);
        return codebaseId.endsWith("_4")
          ? { editable: true, file: "content/pages/landing.ts", line: 4, value: text }
          : {
              editable: false,
              file: "content/pages/landing.ts",
              line: 9,
              message:
                "This text is computed in content/pages/landing.ts at line 9, so it can't be edited here. Change it in the source file.",
            };
      },
    });
    const heading = element("h2");
    heading.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(heading.getAttribute("contenteditable")).toBe("plaintext-only"));
    expect(asked).toEqual(["hero-00000000-0_4: Plans for every team"]);
    heading.textContent = "Plans for teams";
    heading.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(last("editedText")).toMatchObject({ newText: "Plans for teams", oldText: "Plans for every team" });

    const computed = element("h3");
    computed.dispatchEvent(new MouseEvent("dblclick", { bubbles: true, cancelable: true }));
    await vi.waitFor(() =>
      expect(last("editDynamicText")?.message).toBe(
        "This text is computed in content/pages/landing.ts at line 9, so it can't be edited here. Change it in the source file.",
      ),
    );
    expect(computed.hasAttribute("contenteditable")).toBe(false);
    sources.delete("hero-00000000-0_4");
    sources.delete("hero-00000000-0_5");
  });

  it("tells the editor what it could not do: an element the page no longer has, dynamic text outside a known component", () => {
    const send = (message: unknown) =>
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: editorOrigin,
          source: editorWindow as unknown as Window,
          data: { channel, message },
        }),
      );
    send({ type: "setSelectedKey", key: { codebaseId: "gone-00000000-0", storyboardId: "home", uniquePath: "0-9" } });
    expect(last("helperError")?.message).toBe("Could not find element");
    // A path out of date still finds an element whose id is on the page once.
    posted = [];
    send({
      type: "setSelectedKey",
      key: { codebaseId: "hero-00000000-0_0", storyboardId: "home", uniquePath: "0-4-1" },
    });
    expect(last("helperError")).toBeUndefined();
    expect(last("selectedKey")?.key).toEqual({
      codebaseId: "hero-00000000-0_0",
      storyboardId: "home",
      uniquePath: "0-0-0",
    });
    expect(last("classList")?.key.uniquePath).toBe("0-0-0");
    posted = [];
    sources.set("hero-00000000-0_1", { tagName: "p", staticText: false });
    element("p").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    Array.from(document.querySelectorAll("button"))
      .find((candidate) => candidate.textContent === "Edit Dynamic Text")
      ?.click();
    expect(last("helperError")?.message).toBe("No component name");
    expect(last("editDynamicText")).toBeUndefined();
    // The side index does not know the link at all.
    element("a").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    Array.from(document.querySelectorAll("button"))
      .find((candidate) => candidate.textContent === "Edit Dynamic Text")
      ?.click();
    expect(last("helperError")?.message).toBe("Could not find component");
    sources.set("hero-00000000-0_1", { tagName: "p", staticText: false, componentName: "Hero" });
  });

  it("reports clicks, double-clicks and context menus with where the pointer was", () => {
    element("h1").dispatchEvent(
      new MouseEvent("contextmenu", { bubbles: true, cancelable: true, clientX: 12, clientY: 34, ctrlKey: true }),
    );
    expect(last("mouseEvent")).toEqual({
      type: "mouseEvent",
      event: "contextmenu",
      pointer: { clientX: 12, clientY: 34, shiftKey: false, metaKey: false, ctrlKey: true, altKey: false },
    });
  });

  it("hides outlines in drive mode, kept in session storage, where clicks act normally", () => {
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: editorOrigin,
        source: editorWindow as unknown as Window,
        data: { channel, message: { type: "setModes", aiMode: false, driveMode: true, zoom: 1 } },
      }),
    );
    expect(sessionStorage.getItem(driveModeKey)).toBe("true");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    element("h1").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect((document.querySelector("[data-hookline-overlay]") as HTMLElement).style.display).toBe("none");
  });

  it("applies an instant update, reports it done, and takes it back on request", () => {
    const send = (message: unknown) =>
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: editorOrigin,
          source: editorWindow as unknown as Window,
          data: { channel, message },
        }),
      );
    const changeId = "00000000-0000-4000-8000-000000000001";
    send({ type: "instantUpdate", changeId, kind: "text", codebaseId: "hero-00000000-0_0", text: "Sharper hooks" });
    expect(element("h1").textContent).toBe("Sharper hooks");
    expect(last("instantUpdateDone")).toEqual({ type: "instantUpdateDone", changeId, successful: true });
    send({ type: "undoInstantUpdate", changeId });
    expect(element("h1").textContent).toBe("Hooks that land");
    send({
      type: "instantUpdate",
      changeId: "00000000-0000-4000-8000-000000000002",
      kind: "remove",
      codebaseId: "gone-00000000-0",
    });
    expect(last("instantUpdateDone")?.successful).toBe(false);
  });

  it("ignores messages from anywhere but the editor", () => {
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: "https://evil.example",
        source: editorWindow as unknown as Window,
        data: { channel, message: { type: "setModes", aiMode: false, driveMode: true, zoom: 1 } },
      }),
    );
    expect(sessionStorage.getItem(driveModeKey)).toBeNull();
  });

  it("clears the selection on Escape and passes keys to the editor", () => {
    element("h1").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(last("selectedKey")?.key).toBeNull();
    expect(last("keyEvent")?.key).toBe("Escape");
    expect(outlines("primary")).toHaveLength(0);
  });

  it("outlines in AI mode's colour, with widths divided by zoom", () => {
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: editorOrigin,
        source: editorWindow as unknown as Window,
        data: { channel, message: { type: "setModes", aiMode: true, driveMode: false, zoom: 0.5 } },
      }),
    );
    element("h1").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(outlines("primary")[0]?.style.outline).toBe("2px solid #6858f5");
  });

  it("posts the navigator tree once built, named from the side index, and the selection's rules, styles and classes", async () => {
    await vi.waitFor(() => expect(last("navTree")?.tree).toBeTruthy());
    const section = last("navTree")?.tree?.children[0];
    expect(section?.children.map((node) => node.name)).toEqual(["h1", "p", "Card", "Card", "a"]);
    document.head.innerHTML = "<style>.title { font-weight: 700 } .other { color: red }</style>";
    element("h1").className = "title tempo-force-hover";
    element("h1").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(last("processedCssRules")?.rules.map((rule) => rule.selector)).toEqual([".title"]);
    expect(last("cssEvals")?.styles["font-weight"]).toBe("700");
    expect(last("cssEvals")?.parent?.display).toBe("block");
    expect(last("classList")).toMatchObject({ key: { codebaseId: "hero-00000000-0_0" }, classList: ["title"] });
    document.head.innerHTML = "";
  });

  it("builds the tree and the selection's details again after the page changes (a hot reload)", async () => {
    await vi.waitFor(() => expect(last("navTree")).toBeTruthy());
    element("h1").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const trees = posted.filter((message) => message.type === "navTree").length;
    // React replaces the heading with a new element carrying the same id.
    const fresh = document.createElement("h1");
    fresh.setAttribute("data-codebase-id", "hero-00000000-0_0");
    fresh.className = "text-5xl";
    fresh.textContent = "Hooks that land";
    element("h1").replaceWith(fresh);
    await vi.waitFor(() => expect(posted.filter((message) => message.type === "navTree").length).toBe(trees + 1), {
      timeout: 2000,
    });
    expect(last("classList")?.classList).toEqual(["text-5xl"]);
    expect(outlines("primary")).toHaveLength(1);
  });

  it("forces a state on the selected element only, and clears it when asked", () => {
    const send = (message: unknown) =>
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: editorOrigin,
          source: editorWindow as unknown as Window,
          data: { channel, message },
        }),
      );
    element("a").classList.add("tempo-force-focus");
    send({
      type: "forceStates",
      key: { codebaseId: "hero-00000000-0_0", storyboardId: "home", uniquePath: "0-0-0" },
      modifiers: ["hover"],
    });
    expect(element("h1").classList.contains("tempo-force-hover")).toBe(true);
    expect(element("a").classList.contains("tempo-force-focus")).toBe(false);
    send({ type: "forceStates", key: null, modifiers: [] });
    expect(element("h1").classList.contains("tempo-force-hover")).toBe(false);
  });

  it("drags the selection: dragStart after 20 px, a dashed move outline, dragEnd with where it lands", () => {
    const heading = element("h1");
    heading.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const link = element("a");
    vi.spyOn(link, "getBoundingClientRect").mockReturnValue({
      top: 100,
      left: 0,
      width: 100,
      height: 20,
      bottom: 120,
      right: 100,
      x: 0,
      y: 100,
      toJSON: () => ({}),
    });
    document.elementFromPoint = () => link;
    const pointer = (type: string, y: number) =>
      heading.dispatchEvent(
        new MouseEvent(type, { bubbles: true, cancelable: true, clientX: 0, clientY: y, button: 0 }),
      );
    pointer("pointerdown", 0);
    pointer("pointermove", 10);
    expect(last("dragStart")).toBeUndefined();
    pointer("pointermove", 200);
    expect(last("dragStart")?.key.codebaseId).toBe("hero-00000000-0_0");
    expect(outlines("move")[0]?.style.outline).toBe("5px dashed #4597F7");
    expect(outlines("child").length).toBeGreaterThan(0);
    pointer("pointerup", 200);
    expect(last("dragEnd")).toMatchObject({
      key: { codebaseId: "hero-00000000-0_0" },
      target: { codebaseId: "hero-00000000-0" },
      before: null,
      after: { codebaseId: "hero-00000000-0_3" },
    });
    expect(outlines("move")).toHaveLength(0);
    // The click that ends a drag selects nothing.
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(last("selectedKey")?.key?.codebaseId).toBe("hero-00000000-0_0");
  });

  it("asks the side index again about every id on the page after a change to the source, then rebuilds the tree", async () => {
    helper.stop();
    const asked: { ids: string[]; again: boolean | undefined }[] = [];
    const learnSources = async (ids: string[], again?: boolean) => {
      asked.push({ ids, again });
      sources.set("hero-00000000-0_3", { tagName: "Link", staticText: true });
    };
    helper = new FrameHelper({
      window,
      editor: { window: editorWindow, origin: editorOrigin },
      storyboardId: "home",
      sourceInfo: (id) => sources.get(id),
      learnSources,
    });
    await vi.waitFor(() => expect(last("navTree")).toBeTruthy());
    posted = [];
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: editorOrigin,
        source: editorWindow as unknown as Window,
        data: { channel, message: { type: "refresh" } },
      }),
    );
    await vi.waitFor(() => expect(last("navTree")).toBeTruthy());
    expect(asked).toEqual([
      {
        ids: ["hero-00000000-0", "hero-00000000-0_0", "hero-00000000-0_1", "card-00000000-0", "hero-00000000-0_3"],
        again: true,
      },
    ]);
    expect(last("navTree")?.tree?.children[0]?.children.at(-1)?.name).toBe("Link");
    sources.delete("hero-00000000-0_3");
  });
});
