// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loadFixture } from "../tests/fixtures";
import { findComposers, postContextOf } from "./context";

describe("reading X, Threads and Instagram from saved pages", () => {
  it("X: finds the inline reply composer, the focal post with its quote and photo, and the post before it", () => {
    const { composer, selectors } = loadFixture("x");
    expect(findComposers(document, selectors)).toEqual([composer]);
    expect(postContextOf(composer, selectors)).toEqual({
      postText: expect.stringMatching(/^Hot take: most landing pages lose visitors in the first line\. Rewrite the headline before you touch the design\.\s+#marketing$/),
      author: "Mia Chen",
      thread: ["Landing pages are where launches go to die."],
      quotedText: "Your headline is the only line everyone reads.",
      imageAlt: "A landing page with its headline circled in red",
    });
  });

  it("X: the reply below the composer is not context, and a composer with no post before it answers nothing", () => {
    const { composer, selectors } = loadFixture("x");
    expect(postContextOf(composer, selectors)?.thread.join(" ")).not.toContain("later reply");
    document.querySelectorAll(selectors.post).forEach((post) => post.remove());
    expect(postContextOf(composer, selectors)).toBeNull();
  });

  it("X: in the reply dialog, the post is read from the dialog, not from the timeline behind it", () => {
    const { selectors } = loadFixture("x");
    document.body.insertAdjacentHTML(
      "beforeend",
      `<div role="dialog"><article data-testid="tweet"><div data-testid="User-Name"><span>Ada</span></div><div data-testid="tweetText"><span>Dialog post</span></div></article>
       <div data-testid="tweetTextarea_0RichTextInputContainer"><div id="dialog-composer" data-testid="tweetTextarea_0" contenteditable="true" role="textbox"></div></div></div>`,
    );
    const dialogComposer = document.getElementById("dialog-composer") as HTMLElement;
    expect(findComposers(document, selectors)).toHaveLength(2);
    expect(postContextOf(dialogComposer, selectors)).toMatchObject({ postText: "Dialog post", author: "Ada", thread: [] });
  });

  it("Threads: finds the Lexical composer, the post it answers and the earlier post of the thread", () => {
    const { composer, selectors } = loadFixture("threads");
    expect(findComposers(document, selectors)).toEqual([composer]);
    expect(postContextOf(composer, selectors)).toEqual({
      postText: "Signups went up 18% in a week. Nothing else changed.",
      author: "mia.chen",
      thread: ["We rewrote our pricing page in plain words."],
      quotedText: undefined,
      imageAlt: "A chart of weekly signups rising after the change",
    });
  });

  it("Instagram: finds the comment textarea and reads the caption, not the other comments or the profile picture", () => {
    const { composer, selectors } = loadFixture("instagram");
    expect(findComposers(document, selectors)).toEqual([composer]);
    expect(postContextOf(composer, selectors)).toEqual({
      postText: "Grind size is the whole recipe. Too fine and it's bitter, too coarse and it's sour. What's your setting?",
      author: "brewly.coffee",
      thread: [],
      quotedText: undefined,
      imageAlt: "Photo by Brewly. May be an image of a coffee grinder on a kitchen counter.",
    });
  });
});
