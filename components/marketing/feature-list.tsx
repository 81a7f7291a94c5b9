"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

import type { Feature } from "@/content/pages/types";
import { cn } from "@/lib/utils";

/** Six expandable features; opening one closes the others. Icons arrive pre-rendered from the server. */
export function FeatureList({ features, icons }: { features: Feature[]; icons: Record<string, ReactNode> }) {
  const id = useId();
  const [open, setOpen] = useState<string | null>(features[0]?.id ?? null);
  return (
    <ul className="divide-y rounded-xl border bg-background">
      {features.map((feature) => {
        const expanded = open === feature.id;
        const panelId = `${id}-${feature.id}`;
        return (
          <li key={feature.id}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : feature.id)}
                className="flex w-full items-center gap-4 px-5 py-4 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
                  {icons[feature.id]}
                </span>
                <span className="flex-1">
                  <span className="block font-semibold">{feature.title}</span>
                  <span className="block text-sm text-muted-foreground">{feature.summary}</span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-5 shrink-0 transition-transform", expanded && "rotate-180")}
                />
              </button>
            </h3>
            <div
              id={panelId}
              hidden={!expanded}
              className="space-y-2 px-5 pb-5 pl-[4.75rem] text-sm text-muted-foreground"
            >
              {feature.details.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
