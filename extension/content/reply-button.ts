// The Hookline button next to one composer, and its panel: tones, then drafts, then the draft in the composer.
import { replyTones, toneLabels, type ReplyDraft, type ReplyTone } from "../../lib/extension/constants";
import type { PlatformSelectors } from "../platforms/types";
import { wayOutLabels, wayOutOf, type Failure } from "../shared/messages";
import { send } from "../shared/send";
import { postContextOf } from "./context";
import { h } from "./dom";
import { placeDraft } from "./insert";
import { shortcutLabel } from "./shortcut";
import { styles } from "./styles";

export const hostAttribute = "data-hookline-button";

export const notices = {
  noPost: "There's no post to reply to here. Open a post, then reply to it.",
  copiedGone: "The reply box is gone, so the draft is on your clipboard. Paste it where you want it.",
  copiedRefused: "The reply box didn't take the draft, so it's on your clipboard. Paste it there.",
  notInserted: "Hookline couldn't put the draft in the reply box or on your clipboard. It's selected below: copy it with Ctrl+C (⌘C on a Mac).",
};

export type ReplyButton = { host: HTMLElement; open(): void; isOpen(): boolean; destroy(): void };

export function createReplyButton(composer: HTMLElement, selectors: PlatformSelectors): ReplyButton {
  const document = composer.ownerDocument;
  const host = h(document, "div", { [hostAttribute]: selectors.platform });
  const root = host.attachShadow({ mode: "open" });
  const trigger = h(document, "button", { type: "button", class: "trigger", "aria-haspopup": "dialog", "aria-expanded": "false", "aria-controls": "hookline-panel", title: `Write a reply with Hookline (${shortcutLabel})` }, h(document, "span", { class: "mark", "aria-hidden": "true" }, "H"), "Reply with Hookline");
  const content = h(document, "div");
  /** One live region from the start, so what it says later is announced. */
  const live = h(document, "p", { class: "hint", role: "status" });
  const panel = h(document, "div", { id: "hookline-panel", class: "panel", role: "dialog", "aria-label": "Hookline reply", hidden: true }, content, live);
  root.append(h(document, "style", {}, styles), trigger, panel);

  // The site's own shortcuts (X: j, k, n, r…) must not see keys pressed in the panel.
  for (const type of ["keydown", "keyup", "keypress"]) host.addEventListener(type, (event) => event.stopPropagation());

  /** Bumped when the panel closes or a new step starts, so a late answer is dropped. */
  let request = 0;
  /** While a draft goes in, the composer takes the focus: that is not the user leaving the panel. */
  let placing = false;

  const isOpen = () => !panel.hidden;

  function show(...children: Node[]) {
    content.replaceChildren(...children);
    if (isOpen()) return;
    panel.hidden = false;
    trigger.setAttribute("aria-expanded", "true");
    const room = window.innerHeight - trigger.getBoundingClientRect().bottom;
    panel.classList.toggle("up", room < 300 && trigger.getBoundingClientRect().top > room);
    document.addEventListener("pointerdown", closeOnOutsideClick, true);
  }

  function close(focusComposer = true) {
    request++;
    panel.hidden = true;
    content.replaceChildren();
    live.textContent = "";
    trigger.setAttribute("aria-expanded", "false");
    document.removeEventListener("pointerdown", closeOnOutsideClick, true);
    if (focusComposer && composer.isConnected) composer.focus();
  }

  function closeOnOutsideClick(event: Event) {
    if (!event.composedPath().includes(host)) close(false);
  }

  // Tabbing out of the panel closes it, as leaving any popup does.
  host.addEventListener("focusout", (event) => {
    const next = (event as FocusEvent).relatedTarget;
    if (isOpen() && !placing && next instanceof Node && !host.contains(next) && !root.contains(next)) close(false);
  });

  function focusFirst(selector: string) {
    content.querySelector<HTMLElement>(selector)?.focus();
  }

  /** Up/Down/Home/End move between the panel's items, as in any menu. */
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    const items = [...content.querySelectorAll<HTMLElement>("[data-item]")];
    const index = items.indexOf(root.activeElement as HTMLElement);
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined || items.length === 0) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  });

  async function showTones() {
    const mine = ++request;
    const defaultTone = await send({ type: "default-tone" });
    if (mine !== request) return;
    const items = replyTones.map((tone) => h(document, "li", { role: "none" }, h(document, "button", { type: "button", class: "item", role: "menuitem", "data-item": true, "data-tone": tone }, toneLabels[tone])));
    const list = h(document, "ul", { class: "list", role: "menu", "aria-label": "Reply tone" }, ...items);
    list.addEventListener("click", (event) => {
      const tone = (event.target as Element).closest<HTMLElement>("[data-tone]")?.dataset.tone as ReplyTone | undefined;
      if (tone) void write(tone);
    });
    show(h(document, "p", { class: "title" }, "Pick a tone for your reply"), list, h(document, "p", { class: "hint" }, `Drafts only: nothing is posted until you press Reply. Shortcut: ${shortcutLabel}.`));
    focusFirst(`[data-tone="${replyTones.includes(defaultTone) ? defaultTone : "neutral"}"]`);
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
    live.textContent = "";
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
    );
    live.textContent = `${drafts.length} ${drafts.length === 1 ? "draft" : "drafts"} ready.`;
    focusFirst("[data-draft]");
  }

  async function write(tone: ReplyTone) {
    const context = postContextOf(composer, selectors);
    if (!context) {
      showFailure({ kind: "bad-request", message: notices.noPost }, tone);
      return;
    }
    const mine = ++request;
    trigger.focus();
    show(h(document, "p", { class: "message", "aria-busy": "true" }, h(document, "span", { class: "spinner", "aria-hidden": "true" }), `Writing ${toneLabels[tone].toLowerCase()} replies…`));
    live.textContent = `Writing ${toneLabels[tone].toLowerCase()} replies…`;
    const outcome = await send({ type: "reply", ask: { platform: selectors.platform, tone, ...context } });
    if (mine !== request) return;
    if (outcome.ok) showDrafts(outcome.value.replies, tone);
    else showFailure(outcome.failure, tone);
  }

  /** The last way out: the draft, selected, for the user to copy by hand. */
  function showForCopying(draft: ReplyDraft) {
    const field = h(document, "textarea", { class: "item", readonly: true, rows: "4", "aria-label": "Draft to copy" });
    field.value = draft.text;
    show(h(document, "p", { class: "message error", role: "alert" }, notices.notInserted), field);
    field.focus();
    field.select();
  }

  async function choose(draft: ReplyDraft) {
    const wasThere = composer.isConnected;
    placing = true;
    const outcome = await placeDraft(wasThere ? composer : null, draft.text).finally(() => (placing = false));
    if (outcome === "inserted") close(false);
    else if (outcome === "copied") live.textContent = wasThere ? notices.copiedRefused : notices.copiedGone;
    else showForCopying(draft);
  }

  trigger.addEventListener("click", () => (isOpen() ? close() : void showTones()));

  return {
    host,
    isOpen,
    open: () => void (isOpen() ? focusFirst("[data-item]") : showTones()),
    destroy() {
      close(false);
      host.remove();
    },
  };
}
