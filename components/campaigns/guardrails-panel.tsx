import { CircleAlert, CircleCheck } from "lucide-react";

import type { CampaignAnswer } from "@/lib/campaigns/answer";

import { assetName } from "./asset-card";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** What the written assets break of the brief's rules: banned terms, the paid ads' disclosure, the call to action. */
export function GuardrailsPanel({ campaign }: { campaign: CampaignAnswer }) {
  const { guardrails } = campaign;
  const byId = new Map(campaign.assets.map((asset) => [asset.id, asset]));
  const problems = guardrails.assets.flatMap((report) => {
    const asset = byId.get(report.assetId);
    if (!asset) return [];
    const found = [
      ...report.bannedTerms.map((hit) => `uses “${hit.term}”${hit.count > 1 ? ` ${hit.count} times` : ""}`),
      ...(report.disclosure === "missing" ? ["lacks the disclosure"] : []),
      ...(report.callToAction.present ? [] : [`lacks the call to action “${report.callToAction.expected}”`]),
    ];
    return found.length > 0 ? [{ id: report.assetId, text: `${assetName(asset)} ${found.join(", ")}` }] : [];
  });
  const Icon = guardrails.passed ? CircleCheck : CircleAlert;
  return (
    <section aria-labelledby="guardrails-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="guardrails-heading" className="text-lg font-semibold">
        Guardrails
      </h2>
      <p className="flex items-start gap-2 text-sm" data-testid="guardrails-summary">
        <Icon
          className={guardrails.passed ? "size-4 text-emerald-700" : "size-4 text-destructive"}
          aria-hidden="true"
        />
        {guardrails.passed
          ? "Every written asset keeps to the banned terms, the disclosure and the call to action."
          : `${plural(guardrails.bannedTermHits, "banned term")} · ${plural(guardrails.missingDisclosures, "missing disclosure")} · ${plural(guardrails.missingCallsToAction, "missing call")} to action`}
      </p>
      {problems.length > 0 ? (
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {problems.map((problem) => (
            <li key={problem.id}>{problem.text}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
