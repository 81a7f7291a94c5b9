// Everything the extension keeps, in chrome.storage.local only (never sync, never the page): the secret key, the
// persona and the default tone.
import { browser } from "wxt/browser";

import { replyTones, type ReplyTone } from "../../lib/extension/constants";
import type { Persona } from "../../lib/extension/schema";

export const storageKeys = { apiKey: "apiKey", persona: "persona", defaultTone: "defaultTone" } as const;

export const emptyPersona: Persona = { name: "", role: "", style: "", language: "" };

export async function readApiKey(): Promise<string | null> {
  const stored = await browser.storage.local.get(storageKeys.apiKey);
  const key = stored[storageKeys.apiKey];
  return typeof key === "string" && key !== "" ? key : null;
}

export const saveApiKey = (key: string) => browser.storage.local.set({ [storageKeys.apiKey]: key });
export const removeApiKey = () => browser.storage.local.remove(storageKeys.apiKey);

export async function readPersona(): Promise<Persona | null> {
  const stored = await browser.storage.local.get(storageKeys.persona);
  const persona = stored[storageKeys.persona] as Partial<Persona> | undefined;
  return persona && typeof persona === "object" ? { ...emptyPersona, ...persona } : null;
}

export const savePersona = (persona: Persona) => browser.storage.local.set({ [storageKeys.persona]: persona });

export async function readDefaultTone(): Promise<ReplyTone> {
  const stored = await browser.storage.local.get(storageKeys.defaultTone);
  const tone = stored[storageKeys.defaultTone];
  return replyTones.find((known) => known === tone) ?? "neutral";
}

export const saveDefaultTone = (tone: ReplyTone) => browser.storage.local.set({ [storageKeys.defaultTone]: tone });
