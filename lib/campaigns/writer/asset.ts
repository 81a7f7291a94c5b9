// Writes one asset of a campaign: the generator's prompt with the campaign's instructions, streamed from the first
// provider of the chain that answers, brought within the platform's hard limits the generator's way (one rewrite,
// then tightening), and then the campaign's guarantees applied without a model (layouts.ts). A provider that fails
// lets its error through, so the job that called the writer retries; an abort stops the work where it stands.
import { startTextStream } from "../../ai/fallback";
import type { Provider, TextRequest, Writer } from "../../ai/types";
import { ai } from "../../config/generation/ai";
import { fitToHardLimits, remaining } from "../../generator/pipeline/fit-to-limits";
import { fallbackOptions } from "../../generator/providers/errors";
import type { GeneratorInput } from "../../generator/schema";
import { closingOf } from "./closing";
import { assetGeneratorInput } from "./generator-input";
import { withClosing } from "./layouts";
import type { AssetOrder } from "./order";
import { assetRequest } from "./prompt";

export type { AssetOrder } from "./order";

export type WrittenAsset = { text: string; writer: Writer };

/** The generator's fit to the hard limits, its events folded into the text they end with. */
async function fitted(
  provider: Provider,
  request: TextRequest,
  text: string,
  input: GeneratorInput,
  signal: AbortSignal,
): Promise<string> {
  let final = text;
  const options = { signal, stopping: new AbortController().signal, fallback: fallbackOptions(ai.firstTokenTimeoutMs) };
  for await (const event of fitToHardLimits(provider, request, text, input, options)) {
    if (event.type === "revise") final = "";
    else if (event.type === "delta") final += event.text;
    else if (event.type === "replace" || event.type === "tightened") final = event.text;
  }
  signal.throwIfAborted();
  return final;
}

/** Writes the asset: within its platform's hard limits, its link tagged, the disclosure in paid ads, no banned term. */
export async function writeAsset(
  order: AssetOrder,
  chain: readonly Provider[],
  signal: AbortSignal,
): Promise<WrittenAsset> {
  signal.throwIfAborted();
  const input = assetGeneratorInput(order);
  const request = assetRequest(order, input);
  const started = await startTextStream(chain, request, signal, fallbackOptions(ai.firstTokenTimeoutMs));
  let text = started.first;
  for await (const piece of remaining(started.rest)) {
    signal.throwIfAborted();
    text += piece;
  }
  signal.throwIfAborted();
  const final = withClosing(
    order.asset.channel,
    await fitted(started.provider, request, text, input, signal),
    closingOf(order),
    request.offline,
  );
  return { text: final, writer: { id: started.provider.id, label: started.provider.label } };
}
