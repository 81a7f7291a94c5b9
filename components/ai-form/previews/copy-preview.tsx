"use client";

import type { ReactNode } from "react";

import { sectionsOf } from "@/lib/generator/pipeline/format";
import type { RsaPins } from "@/lib/generator/pipeline/rsa";
import { previewAuthor } from "@/lib/generator/screen/preview-author";

import { EmailInboxPreview } from "./email-inbox-preview";
import { FacebookAdPreview } from "./facebook-ad-preview";
import { GoogleSearchAdPreview } from "./google-search-ad-preview";
import { InstagramPreview } from "./instagram-preview";
import { LinkedInPreview } from "./linkedin-preview";
import { useProfileName } from "./preview-author";
import type { PreviewBrief, PreviewProps } from "./preview-props";
import { XPreview } from "./x-preview";

const previews: Partial<Record<string, (props: PreviewProps) => ReactNode>> = {
  "social:linkedin": LinkedInPreview,
  "social:x": XPreview,
  "social:instagram": InstagramPreview,
  "ads:facebook": FacebookAdPreview,
  "ads:google": GoogleSearchAdPreview,
};

/** How one variant of the copy will look where it is published; nothing for copy without a preview (scripts, blogs…). */
export function CopyPreview({ brief, variant, pins }: { brief: PreviewBrief; variant: string; pins?: RsaPins }) {
  const profileName = useProfileName();
  if (variant.trim() === "") return null;
  const Preview =
    brief.contentType === "email" ? EmailInboxPreview : previews[`${brief.contentType}:${brief.platform}`];
  if (!Preview) return null;
  return (
    <Preview
      brief={brief}
      variant={variant}
      sections={sectionsOf(brief, variant)}
      pins={pins}
      author={previewAuthor(brief.presetName, profileName)}
    />
  );
}
