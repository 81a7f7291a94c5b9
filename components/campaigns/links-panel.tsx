import type { CampaignAnswer } from "@/lib/campaigns/answer";

import { assetName } from "./asset-card";

/** Each asset's landing link, tagged for analytics. */
export function LinksPanel({ assets }: { assets: CampaignAnswer["assets"] }) {
  const linked = assets.filter((asset) => asset.link);
  if (linked.length === 0) return null;
  return (
    <section aria-labelledby="links-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="links-heading" className="text-lg font-semibold">
        Links
      </h2>
      <dl className="grid gap-2 text-sm">
        {linked.map((asset) => (
          <div key={asset.id} className="grid gap-0.5">
            <dt className="font-medium">{assetName(asset)}</dt>
            <dd className="break-all text-muted-foreground">{asset.link}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
