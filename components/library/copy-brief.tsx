import type { BriefDetail } from "@/lib/library/brief";

/** The brief a saved copy was written from, field by field; says so when none was kept. */
export function CopyBrief({ details }: { details: BriefDetail[] }) {
  return (
    <section aria-labelledby="copy-brief-heading" className="grid gap-2 rounded-xl border p-4">
      <h2 id="copy-brief-heading" className="text-lg font-semibold">
        Brief
      </h2>
      {details.length === 0 ? (
        <p className="text-sm text-muted-foreground">No brief was kept with this copy.</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
          {details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="font-medium">{detail.label}</dt>
              <dd className="mb-1 whitespace-pre-wrap break-words text-muted-foreground sm:mb-0">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
