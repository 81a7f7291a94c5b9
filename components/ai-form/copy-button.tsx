"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";

import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";

/** Copies `text` to the clipboard and says "Copied" for two seconds; `label` names it for screen readers. */
export function CopyButton({
  text,
  children = "Copy",
  label,
  variant = "outline",
}: {
  text: string;
  children?: string;
  label?: string;
  variant?: "outline" | "ghost";
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      void notify("error", { title: "Error", description: "Could not copy. Select the text and copy it yourself." });
    }
  };
  return (
    <Button
      type="button"
      size="sm"
      variant={variant}
      onClick={() => void copy()}
      aria-label={label && copied ? "Copied" : label}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? "Copied" : children}
    </Button>
  );
}
