// Results kept while the user looks at another content type or platform: a generation is spent on each, so switching
// away must not throw one out. Coming back to the type (on the platform it was left on) brings the result back.
import { defaultPlatform, type Brief } from "../brief";
import type { ContentType } from "../options";

type Status = "idle" | "waiting" | "streaming" | "revising" | "done" | "error";

/** What a result needs for keeping: how far it got and what was written. */
export type Keepable = { status: Status; text: string; message: string | null };

export type KeptResult<State> = { brief: Brief; state: State };

/** The results set aside, by content type and platform, and the platform each content type was left on. */
export type KeptResults<State> = {
  results: Partial<Record<string, KeptResult<State>>>;
  platforms: Partial<Record<ContentType, string>>;
};

export const noKeptResults = { results: {}, platforms: {} } as const;

const keyOf = (contentType: ContentType, platform: string) => `${contentType}/${platform}`;

/** A result as it is kept: one still being written stops where it is (what was written stays); an empty one is not. */
export function settled<State extends Keepable>(state: State): State | null {
  if (!state.text) return null;
  if (state.status === "waiting" || state.status === "streaming" || state.status === "revising")
    return { ...state, status: "done", message: "Stopped." };
  return state;
}

/** Sets aside the result on screen (made from `brief`), or forgets the slot when there is nothing worth keeping. */
export function setAside<State extends Keepable>(
  kept: KeptResults<State>,
  brief: Brief | null,
  state: State,
): KeptResults<State> {
  if (!brief) return kept;
  const key = keyOf(brief.contentType, brief.platform);
  const keep = settled(state);
  const results = { ...kept.results };
  if (keep) results[key] = { brief, state: keep };
  else delete results[key];
  return { results, platforms: { ...kept.platforms, [brief.contentType]: brief.platform } };
}

/** The platform a content type opens on when the user comes back to it: where they left it, else its default. */
export function platformFor<State>(kept: KeptResults<State>, contentType: ContentType): string {
  return kept.platforms[contentType] ?? defaultPlatform[contentType];
}

/** The result kept for a content type on a platform, if any. */
export function keptFor<State>(
  kept: KeptResults<State>,
  contentType: ContentType,
  platform: string,
): KeptResult<State> | undefined {
  return kept.results[keyOf(contentType, platform)];
}
