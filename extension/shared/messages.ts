// The typed messages between the extension's parts. Content scripts, the popup and the options page ask; the
// background service worker makes every backend call and answers.
import type { ExtensionAccount, ReplyAnswer, ReplyPlatform, ReplyTone } from "../../lib/extension/constants";
import type { ReplyHistory } from "../../lib/extension/schema";

/** What a content script read off the page, plus the tone picked; the background adds persona and count. */
export type ReplyAsk = {
  platform: ReplyPlatform;
  postText: string;
  author?: string;
  thread: string[];
  quotedText?: string;
  imageAlt?: string;
  tone: ReplyTone;
};

export type Message =
  | { type: "reply"; ask: ReplyAsk }
  /** The account behind the saved key, or behind `key` when the options page tests one before saving it. */
  | { type: "account"; key?: string }
  /** The popup's "Recent drafts". */
  | { type: "history" }
  | { type: "open-options" }
  | { type: "open-pricing" }
  /** The Hookline profile, where an unconfirmed email's link can be sent again. */
  | { type: "open-app" }
  /** Content scripts can't read storage (the key is there): they ask for the tone the menu starts on. */
  | { type: "default-tone" };

/** Each failure has one way out, shown next to its message. */
export type FailureKind =
  "no-key" | "invalid-key" | "plan" | "unconfirmed" | "rate-limited" | "offline" | "bad-request" | "failed" | "reload";
export type Failure = { kind: FailureKind; message: string };
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

/** The worker answered nothing usable: another try may work. */
export const unanswered: Failure = { kind: "failed", message: "Hookline couldn't answer just now. Try again." };
/** The extension was updated or reloaded under this page: only a reload reconnects it. */
export const updatedUnderPage: Failure = {
  kind: "reload",
  message: "Hookline was updated. Reload this page to keep using it.",
};

export type Answers = {
  reply: Outcome<ReplyAnswer>;
  account: Outcome<ExtensionAccount>;
  history: Outcome<ReplyHistory>;
  "open-options": null;
  "open-pricing": null;
  "open-app": null;
  "default-tone": ReplyTone;
};
export type Answer<M extends Message> = Answers[M["type"]];

export type WayOut = "open-options" | "open-pricing" | "open-app" | "retry" | null;

export function wayOutOf(kind: FailureKind): WayOut {
  switch (kind) {
    case "no-key":
    case "invalid-key":
      return "open-options";
    case "plan":
      return "open-pricing";
    case "unconfirmed":
      return "open-app";
    case "bad-request":
    case "reload":
      return null;
    default:
      return "retry";
  }
}

export const wayOutLabels: Record<Exclude<WayOut, null>, string> = {
  "open-options": "Open Hookline settings",
  "open-pricing": "See plans",
  "open-app": "Open Hookline",
  retry: "Try again",
};
