import type { LegalDocument } from "@/content/pages/types";
import { longDate } from "@/lib/format";

/** A legal page: title, last update, table of contents and numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-bold tracking-tight">{document.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated:{" "}
          <time dateTime={document.lastUpdated}>{longDate.format(new Date(`${document.lastUpdated}T00:00:00Z`))}</time>
        </p>
        <div className="mt-6 space-y-4 text-muted-foreground">
          {document.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </header>
      <nav aria-label="Contents" className="border-b py-8">
        <h2 className="text-sm font-semibold">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm text-primary sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-20 border-b py-8 last:border-b-0"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-muted-foreground">
            {section.body.map((block, blockIndex) =>
              typeof block === "string" ? (
                <p key={blockIndex}>{block}</p>
              ) : (
                <ul key={blockIndex} className="list-disc space-y-2 pl-6">
                  {block.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </article>
  );
}
