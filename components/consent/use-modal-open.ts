"use client";

import { useSyncExternalStore } from "react";

// A modal dialog or sheet (components/ui, aria-modal) or a native <dialog> opened with showModal().
const openModal = '[aria-modal="true"], dialog:modal';

function subscribe(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-modal", "open"],
  });
  return () => observer.disconnect();
}

/** Whether a modal dialog is open on the page, followed as dialogs open and close. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.querySelector(openModal) !== null,
    () => false,
  );
}
