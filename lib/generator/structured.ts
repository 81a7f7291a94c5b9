import "server-only";

import { generateObject } from "../ai/fallback";
import { providers } from "../ai/providers";
import type { ObjectRequest, Provider, Writer } from "../ai/types";
import { ai } from "../config/generation/ai";
import { shutdownSignal } from "../server/shutdown";
import { metered } from "../usage/metered";
import { fallbackOptions, refusal, restarting } from "./providers/errors";
import type { UsageAfter } from "./stream-events";

export type StructuredAnswer<T> = { object: T; writer: Writer; usage: UsageAfter | null };

type StructuredCall<T> = { request: ObjectRequest<T>; signal: AbortSignal; chain?: readonly Provider[] };

async function ask<T>(
  { request, signal, chain }: StructuredCall<T>,
  billed: boolean,
): Promise<{ object: T; writer: Writer }> {
  const stopping = shutdownSignal();
  try {
    const { provider, object } = await generateObject(
      chain ?? providers(),
      request,
      AbortSignal.any([signal, stopping]),
      fallbackOptions(ai.objectTimeoutMs),
    );
    return { object, writer: { id: provider.id, label: provider.label } };
  } catch (error) {
    throw stopping.aborted ? restarting(billed) : refusal(error, billed);
  }
}

/**
 * One billed structured request (a content plan, hooks, one regenerated item): the unit is reserved before any
 * provider is called and given back when every provider fails or the caller leaves.
 */
export function generateBilled<T>(userId: string, call: StructuredCall<T>): Promise<StructuredAnswer<T>> {
  return metered(userId, async ({ used, limit, credits }) => ({
    ...(await ask(call, true)),
    usage: { used, limit, credits },
  }));
}

/** A structured request that costs nothing, e.g. turning writing samples into a voice description. */
export async function generateUnbilled<T>(call: StructuredCall<T>): Promise<StructuredAnswer<T>> {
  return { ...(await ask(call, false)), usage: null };
}
