// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { folds } from "@/lib/config/generation/scoring";
import { brief } from "@/lib/generator/fixtures/briefs";

import { CopyPreview } from "./copy-preview";
import { PreviewAuthorProvider } from "./preview-author";

afterEach(cleanup);

const figure = (name: string) => screen.getByRole("figure", { name });

// 40 words of "word01 … word40": 279 characters, well past every fold.
const longPost = Array.from({ length: 40 }, (_, index) => `word${String(index + 1).padStart(2, "0")}`).join(" ");

describe("the copy preview", () => {
  it("folds a LinkedIn post at a word before the fold, with a real see more that opens the rest", () => {
    render(<CopyPreview brief={brief("linkedin")} variant={longPost} />);
    const post = within(figure("LinkedIn preview")).getByTestId("folded-text");
    const shown = post.textContent?.replace(" …see more", "") ?? "";
    expect(Array.from(shown).length).toBeLessThanOrEqual(folds.linkedin);
    // 30 words of 6 characters and their spaces make 209: the 31st would cross 210.
    expect(shown.endsWith("word30")).toBe(true);
    expect(post.textContent).not.toContain("word31");
    fireEvent.click(within(post).getByRole("button", { name: "…see more" }));
    expect(post.textContent).toBe(longPost);
  });

  it("shows an Instagram caption up to 125 characters", () => {
    // 18 words and their spaces make exactly 125.
    render(<CopyPreview brief={{ ...brief("linkedin"), platform: "instagram" }} variant={longPost} />);
    const caption = within(figure("Instagram preview")).getByTestId("folded-text");
    expect(caption.textContent).toBe(`${longPost.split(" ").slice(0, 18).join(" ")} …see more`);
  });

  it("shows an X post's weighted count, a link counting 23 and an emoji 2", () => {
    render(
      <CopyPreview brief={brief("x")} variant={"Read this https://example.com/a-very-long-pricing-page-address 🚀"} />,
    );
    expect(within(figure("X preview")).getByTestId("x-weighted-count").textContent).toBe(
      "36 / 280 weighted characters",
    );
  });

  it("shows a Facebook ad's primary text folded, with its headline and description", () => {
    render(
      <CopyPreview
        brief={brief("facebook")}
        variant={`Primary text: ${longPost}\nHeadline: Meet Brewly\nDescription: Try it free`}
      />,
    );
    const ad = figure("Facebook ad preview");
    expect(within(ad).getByRole("button", { name: "…see more" })).toBeTruthy();
    expect(within(ad).getByText("Meet Brewly")).toBeTruthy();
    expect(within(ad).getByText("Try it free")).toBeTruthy();
    expect(within(ad).getAllByText("Brewly")).toHaveLength(1);
  });

  it("shows an X thread the user allowed as its posts, each counted", () => {
    render(
      <CopyPreview
        brief={{ ...brief("x"), thread: true }}
        variant={"1/2 The first post.\n\n---\n\n2/2 The second post."}
      />,
    );
    const thread = figure("X thread preview");
    expect(
      within(thread)
        .getAllByTestId("x-weighted-count")
        .map((count) => count.textContent),
    ).toEqual(["19 / 280 weighted characters", "20 / 280 weighted characters"]);
  });

  it("shows a Google ad as Google does: three headlines, the pinned ones in place, and two descriptions", () => {
    const variant = [
      "Headline 1: Espresso Like a Café",
      "Headline 2: Grind Sizes Set for You",
      "Headline 3: Order Yours Today",
      "Headline 4: Meet Brewly",
      "Description 1: Scan your beans.",
      "Description 2: Get the right grind.",
      "Description 3: Less waste.",
    ].join("\n");
    const { rerender } = render(<CopyPreview brief={brief("google")} variant={variant} />);
    const ad = figure("Google search ad preview");
    expect(within(ad).getByTestId("rsa-title").textContent).toBe(
      "Espresso Like a Café | Grind Sizes Set for You | Order Yours Today",
    );
    expect(within(ad).getByTestId("rsa-description").textContent).toBe("Scan your beans. Get the right grind.");
    expect(within(ad).getByText("www.example.com")).toBeTruthy();
    const withUrl = { ...brief("google"), finalUrl: "https://www.brewly.com/shop", path1: "grinder" };
    rerender(<CopyPreview brief={withUrl} variant={variant} pins={{ "Meet Brewly": 1, "Order Yours Today": 2 }} />);
    expect(within(ad).getByTestId("rsa-title").textContent).toBe(
      "Meet Brewly | Order Yours Today | Espresso Like a Café",
    );
    expect(within(ad).getByText("brewly.com/grinder")).toBeTruthy();
  });

  it("shows an email as an inbox row from the brand voice, with its subject and preheader", () => {
    render(
      <PreviewAuthorProvider profileName="Pat Example">
        <CopyPreview
          brief={{ ...brief("email"), presetName: "Brewly Coffee" }}
          variant={
            "Subject: Willkommen bei Hookline\nPreview: In fünf Minuten zum ersten Ergebnis\n\nHallo {first_name},\n\nschön, dass du da bist."
          }
        />
      </PreviewAuthorProvider>,
    );
    const inbox = figure("Email inbox preview");
    expect(within(inbox).getByText("Brewly Coffee")).toBeTruthy();
    expect(within(inbox).getByText("BC")).toBeTruthy();
    expect(within(inbox).queryByText("You")).toBeNull();
    expect(within(inbox).getByTestId("email-subject").textContent).toBe("Willkommen bei Hookline");
    expect(within(inbox).getByTestId("email-preheader").textContent).toBe("In fünf Minuten zum ersten Ergebnis");
  });

  it("uses the start of the body when an email has no preview line", () => {
    render(
      <CopyPreview
        brief={brief("email")}
        variant={
          "Subject: Hi\n\nThanks for joining. Here is how to get your first result in five minutes, and where to get help."
        }
      />,
    );
    expect(screen.getByTestId("email-preheader").textContent).toBe(
      "Thanks for joining. Here is how to get your first result in five minutes, and where to get…",
    );
  });

  it("authors posts without a brand voice as the profile's name, with its initials and, on X, its handle", () => {
    render(
      <PreviewAuthorProvider profileName="Pat Example">
        <CopyPreview brief={brief("linkedin")} variant="A short post." />
        <CopyPreview brief={brief("x")} variant="A short post." />
        <CopyPreview brief={{ ...brief("linkedin"), platform: "instagram" }} variant="A short post." />
      </PreviewAuthorProvider>,
    );
    const linkedIn = figure("LinkedIn preview");
    expect(within(linkedIn).getByText("Pat Example")).toBeTruthy();
    expect(within(linkedIn).getByText("PE")).toBeTruthy();
    expect(within(figure("X preview")).getByText("@patexample · now")).toBeTruthy();
    expect(within(figure("Instagram preview")).getByText("patexample")).toBeTruthy();
    expect(screen.queryByText(/^you$/i)).toBeNull();
    expect(screen.queryByText(/@you\b/)).toBeNull();
  });

  it("renders nothing for copy without a preview", () => {
    const { container } = render(
      <>
        <CopyPreview brief={brief("script")} variant="[0:00–0:05] HOOK" />
        <CopyPreview brief={brief("abTest")} variant="A Threads post" />
        <CopyPreview brief={brief("google")} variant="An ad written without labels" />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });
});
