import type { Section } from "@/lib/generator/pipeline/format";
import type { RsaPins } from "@/lib/generator/pipeline/rsa";
import type { GeneratorInput } from "@/lib/generator/schema";
import type { PreviewAuthor } from "@/lib/generator/screen/preview-author";

/**
 * What a preview reads from the brief: the kind of copy, the platform, the product or offer it names, the ad's URL,
 * whether an X post may be a thread, and the brand voice it was written in.
 */
export type PreviewBrief = Pick<
  GeneratorInput,
  "contentType" | "platform" | "headline" | "finalUrl" | "path1" | "path2" | "thread" | "presetName"
>;

/**
 * One variant of the copy, the brief that made it, its labelled parts (`sectionsOf`), a Google ad's pins, and the
 * brand it is published as.
 */
export type PreviewProps = {
  brief: PreviewBrief;
  variant: string;
  sections: Section[];
  pins?: RsaPins;
  author: PreviewAuthor;
};

/** The text of the first part whose label starts with one of `labels` ("Headline" matches "Headline 1"). */
export function sectionText(sections: Section[], ...labels: string[]): string {
  const found = sections.find((section) =>
    labels.some((label) => section.label.toLowerCase().startsWith(label.toLowerCase())),
  );
  return found?.text ?? "";
}
