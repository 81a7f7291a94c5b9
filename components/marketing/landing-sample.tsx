import type { LandingSample } from "@/lib/marketing/landing-samples";

const variantNames = ["A", "B", "C"];

/** A brief and the copy the product wrote for it, as the generator's offline writer answered. */
export function LandingSampleView({ sample }: { sample: LandingSample }) {
  return (
    <figure className="mt-5 rounded-lg border bg-muted/50 text-left text-sm">
      <div className="border-b px-4 py-3">
        <p className="sample-label">Brief · {sample.kind}</p>
        <p className="mt-1 break-words whitespace-pre-line text-muted-foreground">{sample.brief}</p>
      </div>
      <div className="space-y-3 px-4 py-3">
        <p className="sample-label">Copy · Offline writer</p>
        {sample.variants.map((variant, index) => (
          <div key={variant}>
            {sample.variants.length > 1 ? (
              <p className="mb-1 text-xs font-medium text-primary">Variant {variantNames[index] ?? index + 1}</p>
            ) : null}
            <p className="break-words whitespace-pre-line">{variant}</p>
          </div>
        ))}
      </div>
    </figure>
  );
}
