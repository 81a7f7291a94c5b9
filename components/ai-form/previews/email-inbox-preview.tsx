import { folds } from "@/lib/config/generation/scoring";

import { clipText } from "./fold";
import { Avatar, PreviewFrame } from "./preview-frame";
import { sectionText, type PreviewProps } from "./preview-props";

const headerLine = /^\W*(subject|preview)(\s+(line|text))?\W*:/i;

/** The email's body as one line: what an inbox shows as the preheader when none is set. */
function bodyStart(variant: string): string {
  return variant
    .split("\n")
    .filter((line) => !headerLine.test(line.trim()))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The email as a row in a phone's inbox: the brand as sender, subject and preheader, each cut where the inbox cuts it. */
export function EmailInboxPreview({ variant, sections, author }: PreviewProps) {
  const subject = sectionText(sections, "Subject");
  const preheader = sectionText(sections, "Preview") || bodyStart(variant);
  return (
    <PreviewFrame caption="Email inbox preview">
      <div className="flex items-start gap-2">
        <Avatar name={author.name} />
        <div className="grid min-w-0 flex-1 leading-snug">
          <p className="flex justify-between gap-2">
            <span className="font-semibold">{author.name}</span>
            <span className="text-xs text-muted-foreground">Now</span>
          </p>
          <p className="break-words font-medium" data-testid="email-subject">
            {subject ? clipText(subject, folds.emailSubject) : "(no subject)"}
          </p>
          <p className="break-words text-muted-foreground" data-testid="email-preheader">
            {clipText(preheader, folds.emailPreheader)}
          </p>
        </div>
      </div>
    </PreviewFrame>
  );
}
