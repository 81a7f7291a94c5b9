import type { Section } from "@/lib/generator/format";
import type { RsaPins } from "@/lib/generator/rsa";
import type { GeneratorInput } from "@/lib/generator/schema";

/**
 * What a preview reads from the brief: the kind of copy, the platform, the product or offer it names, the ad's URL,
 * and whether an X post may be a thread.
 */
export type PreviewBrief = Pick<
  GeneratorInput,
  "contentType" | "platform" | "headline" | "finalUrl" | "path1" | "path2" | "thread"
>;

/** One variant of the copy, the brief that made it, its labelled parts (`sectionsOf`) and a Google ad's pins. */
export type PreviewProps = { brief: PreviewBrief; variant: string; sections: Section[]; pins?: RsaPins };

/** The text of the first part whose label starts with one of `labels` ("Headline" matches "Headline 1"). */
export function sectionText(sections: Section[], ...labels: string[]): string {
  const found = sections.find((section) =>
    labels.some((label) => section.label.toLowerCase().startsWith(label.toLowerCase())),
  );
  return found?.text ?? "";
}
