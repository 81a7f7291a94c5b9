import type { Section } from "@/lib/generator/format";
import type { GeneratorInput } from "@/lib/generator/schema";

/** What a preview reads from the brief: the kind of copy, the platform, and the product or offer it names. */
export type PreviewBrief = Pick<GeneratorInput, "contentType" | "platform" | "headline">;

/** One variant of the copy, the brief that made it, and its labelled parts (`sectionsOf`). */
export type PreviewProps = { brief: PreviewBrief; variant: string; sections: Section[] };

/** The text of the first part whose label starts with one of `labels` ("Headline" matches "Headline 1"). */
export function sectionText(sections: Section[], ...labels: string[]): string {
  const found = sections.find((section) =>
    labels.some((label) => section.label.toLowerCase().startsWith(label.toLowerCase())),
  );
  return found?.text ?? "";
}
