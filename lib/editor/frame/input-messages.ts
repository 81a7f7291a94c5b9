// The owner's clicks and keys in the framed page, as the editor hears of them for its own menus and shortcuts.
import type { FrameMessage } from "./protocol.ts";

export function pointerMessage(type: "click" | "dblclick" | "contextmenu", event: MouseEvent): FrameMessage {
  const { clientX, clientY, shiftKey, metaKey, ctrlKey, altKey } = event;
  return { type: "mouseEvent", event: type, pointer: { clientX, clientY, shiftKey, metaKey, ctrlKey, altKey } };
}

export function keyMessage(event: KeyboardEvent): FrameMessage {
  return {
    type: "keyEvent",
    key: event.key,
    code: event.code,
    shiftKey: event.shiftKey,
    metaKey: event.metaKey,
    ctrlKey: event.ctrlKey,
    altKey: event.altKey,
  };
}
