// Every call to the Hookline backend, made by the background worker with the key from local storage. Each answer
// becomes an Outcome whose failure says what went wrong in words the user can act on.
import type { ExtensionAccount, ReplyAnswer } from "../../lib/extension/constants";
import { replyHistorySchema, replyRequestSchema, type ReplyHistory } from "../../lib/extension/schema";
import { apiUrl } from "../shared/backend";
import { updatedUnderPage, type Failure, type FailureKind, type Outcome, type ReplyAsk } from "../shared/messages";
import { readApiKey, readPersona } from "../shared/storage";

/** Under the 30 s a service worker may wait on one fetch before Chrome stops it. */
const timeoutMs = 25_000;

const fail = (kind: FailureKind, message: string): Outcome<never> => ({ ok: false, failure: { kind, message } });

const fallbackMessages: Record<FailureKind, string> = {
  "no-key": "Add your Hookline API key in the extension settings to write replies.",
  "invalid-key": "This API key is not valid. Create a new one in your Hookline profile.",
  plan: "Your Hookline plan is not active. Choose a plan to keep writing replies.",
  unconfirmed: "Confirm your email to write replies. Open Hookline to send the link again.",
  "rate-limited": "Too many requests. Wait a moment, then try again.",
  offline: "Hookline can't be reached. Check your connection, then try again.",
  "bad-request": "Hookline couldn't read this post.",
  failed: "Hookline couldn't write replies just now. Try again.",
  reload: updatedUnderPage.message,
};

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === "TimeoutError";
const tookTooLong = () => fail("failed", "Hookline took too long to answer. Try again.");

function kindOf(status: number, code: unknown): FailureKind {
  if (status === 401) return "invalid-key";
  if (status === 402) return "plan";
  if (status === 403 && code === "email_unconfirmed") return "unconfirmed";
  if (status === 429) return "rate-limited";
  if (status >= 400 && status < 500) return "bad-request";
  return "failed";
}

async function failureOf(response: Response): Promise<Failure> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const kind = kindOf(response.status, body?.error?.code);
  const message =
    typeof body?.error?.message === "string" && kind !== "failed" ? body.error.message : fallbackMessages[kind];
  return { kind, message };
}

export async function callBackend<T>(path: string, key: string | null, init: RequestInit = {}): Promise<Outcome<T>> {
  if (!key) return fail("no-key", fallbackMessages["no-key"]);
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return isTimeout(error) ? tookTooLong() : fail("offline", fallbackMessages.offline);
  }
  if (!response.ok) return { ok: false, failure: await failureOf(response) };
  try {
    return { ok: true, value: (await response.json()) as T };
  } catch (error) {
    // A proxy's HTML page, a wrong WXT_API_URL, or the timeout while the body was arriving.
    return isTimeout(error) ? tookTooLong() : fail("failed", fallbackMessages.failed);
  }
}

export async function accountOf(key?: string): Promise<Outcome<ExtensionAccount>> {
  return callBackend<ExtensionAccount>("/api/extension/me", key?.trim() || (await readApiKey()));
}

/** The request checked here with the API's own schema, so a page that yields nothing usable never costs a unit. */
export async function repliesFor(ask: ReplyAsk): Promise<Outcome<ReplyAnswer>> {
  const [key, persona] = await Promise.all([readApiKey(), readPersona()]);
  const parsed = replyRequestSchema.safeParse({ ...ask, persona: persona ?? undefined });
  if (!parsed.success) return fail("bad-request", parsed.error.issues[0]?.message ?? fallbackMessages["bad-request"]);
  return callBackend<ReplyAnswer>("/api/extension/reply", key, { method: "POST", body: JSON.stringify(parsed.data) });
}

const historyFailed = "Hookline couldn't load your recent drafts. Try again.";

/** The user's recent drafts, checked against the API's schema: a backend of another version fails in words. */
export async function historyOf(): Promise<Outcome<ReplyHistory>> {
  const outcome = await callBackend<unknown>("/api/extension/history", await readApiKey());
  if (!outcome.ok) return outcome.failure.kind === "failed" ? fail("failed", historyFailed) : outcome;
  const parsed = replyHistorySchema.safeParse(outcome.value);
  return parsed.success ? { ok: true, value: parsed.data } : fail("failed", historyFailed);
}
