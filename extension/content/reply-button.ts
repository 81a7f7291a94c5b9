// The Hookline button next to one composer, and its panel: tones, then drafts, then the draft in the composer.
import { replyTones, toneLabels, type ReplyDraft, type ReplyTone } from "../../lib/extension/constants";
import type { PlatformSelectors } from "../platforms/types";
import { wayOutLabels, wayOutOf, type Failure } from "../shared/messages";
import { send } from "../shared/send";
import { readDefaultTone } from "../shared/storage";
import { postContextOf } from "./context";
import { h } from "./dom";
import { placeDraft } from "./insert";
import { shortcutLabel } from "./shortcut";
import { styles } from "./styles";

export const hostAttribute = "data-hookline-button";

export const notices = {
  noPost: "There's no post to reply to here. Open a post, then reply to it.",
  copied: "The reply box is gone, so the draft is on your clipboard. Paste it where you want it.",
  notInserted: "Hookline couldn't put the draft in the reply box. Select the text above and copy it.",
};

export type ReplyButton = { host: HTMLElement; open(): void };

export function createReplyButton(composer: HTMLElement, selectors: PlatformSelectors): ReplyButton {
  const document = composer.ownerDocument;
  const host = h(document, "div", { [hostAttribute]: selectors.platform });
  const root = host.attachShadow({ mode: "open" });
  const trigger = h(document, "button", { type: "button", class: "trigger", "aria-haspopup": "menu", "aria-expanded": "false", title: `Write a reply with Hookline (${shortcutLabel})` }, h(document, "span", { class: "mark", "aria-hidden": "true" }, "H"), "Reply with Hookline");
  const panel = h(document, "div", { class: "panel", hidden: true });
  const status = h(document, "p", { role: "status", class: "hint" });
  root.append(h(document, "style", {}, styles), trigger, panel);

  // The site's own shortcuts (X: j, k, n, r…) must not see keys pressed in the panel.
  host.addEventListener("keydown", (event) => event.stopPropagation());
  host.addEventListener("keyup", (event) => event.stopPropagation());
  host.addEventListener("keypress", (event) => event.stopPropagation());

  /** Bumped when the panel closes or a new request starts, so a late answer is dropped. */
  let request = 0;

  const isOpen = () => !panel.hidden;

  function show(...children: Node[]) {
    panel.replaceChildren(...children);
    if (!isOpen()) {
      panel.hidden = false;
      trigger.setAttribute("aria-expanded", "true");
      const room = window.innerHeight - trigger.getBoundingClientRect().bottom;
      panel.classList.toggle("up", room < 300 && trigger.getBoundingClientRect().top > room);
      document.addEventListener("pointerdown", closeOnOutsideClick, true);
    }
  }

  function close(focusComposer = true) {
    request++;
    panel.hidden = true;
    panel.replaceChildren();
    trigger.setAttribute("aria-expanded", "false");
    document.removeEventListener("pointerdown", closeOnOutsideClick, true);
    if (focusComposer && composer.isConnected) composer.focus();
  }

  function closeOnOutsideClick(event: Event) {
    if (!event.composedPath().includes(host)) close(false);
  }

  function focusFirst(selector: string) {
    panel.querySelector<HTMLElement>(selector)?.focus();
  }

  /** Up/Down/Home/End move between the panel's items, as in any menu. */
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    const items = [...panel.querySelectorAll<HTMLElement>("[data-item]")];
    const index = items.indexOf(root.activeElement as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  });

  async function showTones() {
    const defaultTone = await readDefaultTone();
    const items = replyTones.map((tone) => h(document, "li", { role: "none" }, h(document, "button", { type: "button", class: "item", role: "menuitem", "data-item": true, "data-tone": tone }, toneLabels[tone])));
    const list = h(document, "ul", { class: "list", role: "menu", "aria-label": "Reply tone" }, ...items);
    list.addEventListener("click", (event) => {
      const tone = (event.target as Element).closest<HTMLElement>("[data-tone]")?.dataset.tone as ReplyTone | undefined;
      if (tone) void write(tone);
    });
    show(h(document, "p", { class: "title" }, "Pick a tone for your reply"), list, h(document, "p", { class: "hint" }, `Drafts only: nothing is posted until you press Reply. Shortcut: ${shortcutLabel}.`));
    focusFirst(`[data-tone="${defaultTone}"]`);
  }

  function showFailure(failure: Failure, tone: ReplyTone) {
    const wayOut = wayOutOf(failure.kind);
    const actions = h(document, "div", { class: "actions" });
    if (wayOut) {
      const action = h(document, "button", { type: "button", class: "action", "data-item": true }, wayOutLabels[wayOut]);
      action.addEventListener("click", () => {
        if (wayOut === "retry") void write(tone);
        else void send({ type: wayOut }).then(() => close(false));
      });
      actions.append(action);
    }
    const back = h(document, "button", { type: "button", class: "secondary", "data-item": true }, "Close");
    back.addEventListener("click", () => close());
    actions.append(back);
    show(h(document, "p", { class: "message error", role: "alert" }, failure.message), actions);
    focusFirst("[data-item]");
  }

  function showDrafts(drafts: ReplyDraft[], tone: ReplyTone) {
    const items = drafts.map((draft, index) => {
      const button = h(document, "button", { type: "button", class: "item", "data-item": true, "data-draft": String(index) },
        h(document, "span", { class: "draft-text" }, draft.text),
        h(document, "span", { class: "count" }, `${draft.chars}/${draft.limit} characters`));
      button.addEventListener("click", () => void choose(draft));
      return h(document, "li", {}, button);
    });
    const other = h(document, "button", { type: "button", class: "secondary", "data-item": true }, "Another tone");
    other.addEventListener("click", () => void showTones());
    show(
      h(document, "p", { class: "title" }, `${toneLabels[tone]} drafts: choose one to put it in the reply box`),
      h(document, "ul", { class: "list", "aria-label": "Drafts" }, ...items),
      h(document, "div", { class: "actions" }, other),
      status,
    );
    status.textContent = "";
    focusFirst("[data-draft]");
  }

  async function write(tone: ReplyTone) {
    const context = postContextOf(composer, selectors);
    if (!context) {
      showFailure({ kind: "bad-request", message: notices.noPost }, tone);
      return;
    }
    const mine = ++request;
    show(h(document, "p", { class: "message", role: "status", "aria-busy": "true" }, h(document, "span", { class: "spinner", "aria-hidden": "true" }), `Writing ${toneLabels[tone].toLowerCase()} replies…`));
    trigger.focus();
    const outcome = await send({ type: "reply", ask: { platform: selectors.platform, tone, ...context } });
    if (mine !== request) return;
    if (outcome.ok) showDrafts(outcome.value.replies, tone);
    else showFailure(outcome.failure, tone);
  }

  async function choose(draft: ReplyDraft) {
    const outcome = await placeDraft(composer.isConnected ? composer : null, draft.text);
    if (outcome === "inserted") {
      close(false);
      return;
    }
    status.textContent = outcome === "copied" ? notices.copied : notices.notInserted;
  }

  trigger.addEventListener("click", () => (isOpen() ? close() : void showTones()));

  return {
    host,
    open: () => void (isOpen() ? focusFirst("[data-item]") : showTones()),
  };
}
