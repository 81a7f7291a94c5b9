// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fixturePages, loadFixture } from "../tests/fixtures";
import { contextLimits } from "../../lib/extension/constants";
import { findComposers, postContextOf, type PostContext } from "./context";

/** Exactly what the extension sends for each saved page's composer. */
const expected: Record<keyof typeof fixturePages, PostContext> = {
  x: {
    postText: "Hot take: most landing pages lose visitors in the first line. Rewrite the headline before you touch the design. #marketing",
    author: "@miachen",
    thread: ["We launched on Tuesday. Plenty of visits, almost no signups.", "What did the page say above the fold?", "Landing pages are where launches go to die."],
    quotedText: "Your headline is the only line everyone reads.",
    imageAlt: "A landing page with its headline circled in red",
  },
  "x-de": {
    postText: "Klartext schlägt Design. Wer seinen Preis nicht in einem Satz erklären kann, verliert die Kundschaft schon oben auf der Seite.",
    author: "@maria",
    thread: ["Wir haben unsere Preisseite komplett neu geschrieben. Keine Fachbegriffe mehr, nur Klartext.", "Und, hat es sich gelohnt? Zahlen bitte!"],
    quotedText: "Drei von vier Besuchern verlassen eine Preisseite nach weniger als zehn Sekunden.",
    imageAlt: "Bildschirmfoto einer Preisseite mit drei Tarifen nebeneinander",
  },
  threads: {
    postText: "Signups went up 18% in a week. Nothing else changed.",
    author: "@mia.chen",
    thread: ["We rewrote our pricing page in plain words.", "Did it change anything, or did it just feel better?"],
    quotedText: "Plain words sell. Jargon makes people scroll away.",
    imageAlt: "A chart of weekly signups rising after the change",
  },
  instagram: {
    postText: "Grind size is the whole recipe. Too fine and it's bitter, too coarse and it's sour. What's your setting?",
    author: "@brewly.coffee",
    thread: [],
    quotedText: undefined,
    imageAlt: "Photo by Brewly on November 20, 2026. May be an image of a coffee grinder on a kitchen counter. / Photo by Brewly. Three piles of coffee grounds labelled fine, medium and coarse.",
  },
};

const names = Object.keys(expected) as (keyof typeof fixturePages)[];

/** The fields of a context that mention a text. */
const fieldsWith = (context: PostContext | null, text: string) =>
  Object.entries(context ?? {})
    .filter(([, value]) => JSON.stringify(value ?? "").includes(text))
    .map(([field]) => field);

describe("reading X, Threads and Instagram from saved pages", () => {
  it.each(names)("%s: finds the one composer and reads the post, its author's handle, the thread, the quote and the photo", (name) => {
    const { composer, selectors } = loadFixture(name);
    expect(findComposers(document, selectors)).toEqual([composer]);
    expect(postContextOf(composer, selectors)).toEqual(expected[name]);
  });

  it.each(names.filter((name) => expected[name].quotedText))("%s: the quoted post's text is sent once, as the quote, and its author is not the author", (name) => {
    const { composer, selectors } = loadFixture(name);
    const context = postContextOf(composer, selectors);
    expect(fieldsWith(context, expected[name].quotedText ?? "")).toEqual(["quotedText"]);
    expect(context?.author).toBe(expected[name].author);
  });

  it("X: an earlier post's quote, the quote's photo and X's placeholder alt 'Image' are not sent", () => {
    const { composer, selectors } = loadFixture("x");
    const context = postContextOf(composer, selectors);
    expect(fieldsWith(context, "Shipfast")).toEqual([]);
    expect(fieldsWith(context, "bar chart")).toEqual([]);
    expect(fieldsWith(context, "Image /")).toEqual([]);
  });

  it("X: the reply below the composer is not context, and a composer with no post before it answers nothing", () => {
    const { composer, selectors } = loadFixture("x");
    expect(fieldsWith(postContextOf(composer, selectors), "later reply")).toEqual([]);
    document.querySelectorAll(selectors.post).forEach((post) => post.remove());
    expect(postContextOf(composer, selectors)).toBeNull();
  });

  it("X: in the reply dialog, the post is read from the dialog, not from the timeline behind it", () => {
    const { selectors } = loadFixture("x");
    document.body.insertAdjacentHTML(
      "beforeend",
      `<div role="dialog"><article data-testid="tweet"><div data-testid="User-Name"><a href="/ada_l"><span>Ada</span></a><a href="/ada_l"><span>@ada_l</span></a></div><div data-testid="tweetText"><span>Dialog post</span></div></article>
       <div data-testid="tweetTextarea_0RichTextInputContainer"><div id="dialog-composer" data-testid="tweetTextarea_0" contenteditable="true" role="textbox"></div></div></div>`,
    );
    const dialogComposer = document.getElementById("dialog-composer") as HTMLElement;
    expect(findComposers(document, selectors)).toHaveLength(2);
    expect(postContextOf(dialogComposer, selectors)).toEqual({ postText: "Dialog post", author: "@ada_l", thread: [], quotedText: undefined, imageAlt: undefined });
  });

  it("X: where no handle is shown or linked, the display name is the author", () => {
    const { composer, selectors } = loadFixture("x");
    const focal = [...document.querySelectorAll(selectors.post)].at(-2) as Element;
    focal.querySelector('[data-testid="User-Name"]')?.replaceChildren(Object.assign(document.createElement("span"), { textContent: "Mia Chen" }));
    expect(postContextOf(composer, selectors)?.author).toBe("Mia Chen");
  });

  it("X: a post of only a photo is answered by the photo's description, not skipped for the post before it", () => {
    const { composer, selectors } = loadFixture("x");
    const focal = [...document.querySelectorAll(selectors.post)].at(-2) as Element;
    focal.querySelector(`:scope > ${selectors.postText}`)?.remove();
    expect(postContextOf(composer, selectors)).toEqual({ ...expected.x, postText: expected.x.imageAlt, imageAlt: undefined });
  });

  it("X: a long conversation sends the newest earlier posts, oldest first, as many as the request carries", () => {
    const { composer, selectors } = loadFixture("x");
    const first = document.querySelector('[data-testid="cellInnerDiv"]') as Element;
    for (let n = 1; n <= 12; n++) {
      first.insertAdjacentHTML("beforebegin", `<div data-testid="cellInnerDiv"><article data-testid="tweet"><div data-testid="tweetText"><span>Older post ${n}</span></div></article></div>`);
    }
    const thread = postContextOf(composer, selectors)?.thread;
    expect(thread).toHaveLength(contextLimits.threadPosts);
    expect(thread).toEqual(["Older post 6", "Older post 7", "Older post 8", "Older post 9", "Older post 10", "Older post 11", "Older post 12", ...expected.x.thread]);
  });

  it("X: a post longer than the request carries is cut to the limit", () => {
    const { composer, selectors } = loadFixture("x");
    const focal = [...document.querySelectorAll(selectors.post)].at(-2) as Element;
    (focal.querySelector(selectors.postText) as Element).textContent = "word ".repeat(2000);
    expect(postContextOf(composer, selectors)?.postText).toHaveLength(contextLimits.textCharacters);
  });

  it("Threads: avatars are not the post's photo, and the page behind the reply dialog is not context", () => {
    const { composer, selectors } = loadFixture("threads");
    const context = postContextOf(composer, selectors);
    expect(fieldsWith(context, "profile picture")).toEqual([]);
    expect(fieldsWith(context, "behind the dialog")).toEqual([]);
    expect(fieldsWith(context, "pricing table")).toEqual([]);
  });

  it("Instagram: other comments and the profile pictures are not context", () => {
    const { composer, selectors } = loadFixture("instagram");
    const context = postContextOf(composer, selectors);
    expect(fieldsWith(context, "V60")).toEqual([]);
    expect(fieldsWith(context, "French press")).toEqual([]);
    expect(fieldsWith(context, "profile picture")).toEqual([]);
  });
});
