// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadFixture, platforms } from "../tests/fixtures";
import { noPostRecheckMs, scanIntervalMs, startAssistant, type Assistant } from "./assistant";
import { hostAttribute } from "./reply-button";

vi.mock("../shared/send", () => ({ send: vi.fn(async () => "neutral") }));

const hosts = () => document.querySelectorAll(`[${hostAttribute}]`);
let running: Assistant[] = [];

async function settle() {
  await Promise.resolve(); // mutation records are delivered as a microtask
  vi.advanceTimersByTime(scanIntervalMs);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  running.forEach((assistant) => assistant.stop());
  running = [];
  vi.useRealTimers();
});

function start(name: keyof typeof platforms) {
  const assistant = startAssistant(document, platforms[name]);
  running.push(assistant);
  return assistant;
}

describe("the Hookline button next to each composer", () => {
  it.each(["x", "threads", "instagram"] as const)("%s: injects one button, in a shadow root, right after the composer", (name) => {
    const { composer, selectors } = loadFixture(name);
    start(name);
    expect(hosts()).toHaveLength(1);
    const host = hosts()[0] as HTMLElement;
    expect((composer.closest(selectors.buttonAfter) ?? composer).nextElementSibling).toBe(host);
    expect(host.shadowRoot?.querySelector("button")?.textContent).toContain("Reply with Hookline");
  });

  it("stays one button however often the page mutates", async () => {
    loadFixture("x");
    start("x");
    const timeline = document.querySelector('[aria-label="Timeline: Conversation"]') as HTMLElement;
    for (let round = 0; round < 40; round++) {
      timeline.append(Object.assign(document.createElement("div"), { textContent: `cell ${round}` }));
      document.body.setAttribute("data-round", String(round));
      await settle();
    }
    expect(hosts()).toHaveLength(1);
  });

  it("follows a composer the site re-renders: the old button goes, the new composer gets one", async () => {
    const { composer, selectors } = loadFixture("x");
    start("x");
    const container = composer.closest(selectors.buttonAfter) as HTMLElement;
    const fresh = container.cloneNode(true) as HTMLElement;
    container.replaceWith(fresh);
    await settle();
    expect(hosts()).toHaveLength(1);
    expect(fresh.nextElementSibling).toBe(hosts()[0]);
  });

  it("a second copy of the script (injected again after an update) adds no second button", async () => {
    loadFixture("threads");
    start("threads");
    start("threads");
    await settle();
    expect(hosts()).toHaveLength(1);
  });

  it("adds no element and no listener to a page without composers; a composer that appears later gets its button", async () => {
    const { composer } = loadFixture("instagram");
    const form = composer.closest("form") as HTMLFormElement;
    form.remove();
    const before = document.documentElement.outerHTML;
    const addEventListener = vi.spyOn(document, "addEventListener");
    start("instagram");
    await settle();
    expect(document.documentElement.outerHTML).toBe(before);
    expect(addEventListener).not.toHaveBeenCalled();
    document.querySelector("section")?.prepend(form);
    await settle();
    expect(hosts()).toHaveLength(1);
    expect(composer.nextElementSibling).toBe(hosts()[0]);
  });

  it("looks at a composer with no post again only every few seconds, not on every change of the page", async () => {
    const { selectors } = loadFixture("x");
    const posts = [...document.querySelectorAll(selectors.post)];
    posts.forEach((post) => post.remove());
    start("x");
    const timeline = document.querySelector('[aria-label="Timeline: Conversation"]') as HTMLElement;
    timeline.prepend(...posts);
    await settle();
    expect(hosts()).toHaveLength(0);
    vi.advanceTimersByTime(noPostRecheckMs);
    timeline.append(document.createElement("div"));
    await settle();
    expect(hosts()).toHaveLength(1);
  });

  it("a composer with no post to answer (a new post) gets no button", async () => {
    const { selectors } = loadFixture("x");
    document.querySelectorAll(selectors.post).forEach((post) => post.remove());
    start("x");
    await settle();
    expect(hosts()).toHaveLength(0);
  });

  it("stops cleanly: buttons removed, nothing scanned afterwards", async () => {
    loadFixture("x");
    const assistant = start("x");
    assistant.stop();
    expect(hosts()).toHaveLength(0);
    document.body.append(document.createElement("div"));
    await settle();
    expect(hosts()).toHaveLength(0);
  });
});
