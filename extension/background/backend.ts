// Every call to the Hookline backend, made by the background worker through the app's API client with the key from
// local storage. Each answer becomes an Outcome whose failure says what went wrong in words the user can act on.
import type { ApiError, ApiResult } from "../../lib/api-client/api-error";
import { call } from "../../lib/api-client/call";
import type { CallOptions } from "../../lib/api-client/route";
import { extensionRoutes } from "../../lib/api-client/routes/extension";
import type { ExtensionAccount, ReplyAnswer } from "../../lib/extension/constants";
import { replyRequestSchema, type ReplyHistory } from "../../lib/extension/schema";
import { apiUrl } from "../shared/backend";
import { updatedUnderPage, type FailureKind, type Outcome, type ReplyAsk } from "../shared/messages";
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

const tookTooLong = () => fail("failed", "Hookline took too long to answer. Try again.");

function kindOf({ status, code }: ApiError): FailureKind {
  if (code === "network_error") return "offline";
  if (status === 401) return "invalid-key";
  if (status === 402) return "plan";
  if (status === 403 && code === "email_unconfirmed") return "unconfirmed";
  if (status === 429) return "rate-limited";
  if (status >= 400 && status < 500) return "bad-request";
  // A server error, or an answer that is not what this version reads (a proxy's page, a wrong WXT_API_URL).
  return "failed";
}

/**
 * The server's own words for a refusal; a server failure, no connection, or a refusal without words (a proxy's page)
 * gets ours, not the server's internals.
 */
function outcomeOf<T>(result: ApiResult<T>): Outcome<T> {
  if (result.ok) return { ok: true, value: result.data };
  if (result.error.code === "timeout") return tookTooLong();
  const kind = kindOf(result.error);
  const ours = kind === "failed" || kind === "offline" || result.error.generic;
  return fail(kind, ours ? fallbackMessages[kind] : result.error.message);
}

/** Calls the backend with the key as a Bearer token; without a key, asks for one and calls nothing. */
async function withKey<T>(
  key: string | null,
  send: (options: CallOptions) => Promise<ApiResult<T>>,
): Promise<Outcome<T>> {
  if (!key) return fail("no-key", fallbackMessages["no-key"]);
  const options = {
    baseUrl: apiUrl,
    headers: { authorization: `Bearer ${key}` },
    signal: AbortSignal.timeout(timeoutMs),
  };
  return outcomeOf(await send(options));
}

export async function accountOf(key?: string): Promise<Outcome<ExtensionAccount>> {
  return withKey(key?.trim() || (await readApiKey()), (options) => call(extensionRoutes.account, undefined, options));
}

/** The request checked here with the API's own schema, so a page that yields nothing usable never costs a unit. */
export async function repliesFor(ask: ReplyAsk): Promise<Outcome<ReplyAnswer>> {
  const [key, persona] = await Promise.all([readApiKey(), readPersona()]);
  const parsed = replyRequestSchema.safeParse({ ...ask, persona: persona ?? undefined });
  if (!parsed.success) return fail("bad-request", parsed.error.issues[0]?.message ?? fallbackMessages["bad-request"]);
  return withKey(key, (options) => call(extensionRoutes.reply, parsed.data, options));
}

const historyFailed = "Hookline couldn't load your recent drafts. Try again.";

/** The user's recent drafts, checked against the API's schema: a backend of another version fails in words. */
export async function historyOf(): Promise<Outcome<ReplyHistory>> {
  const outcome = await withKey(await readApiKey(), (options) => call(extensionRoutes.history, undefined, options));
  return !outcome.ok && outcome.failure.kind === "failed" ? fail("failed", historyFailed) : outcome;
}
