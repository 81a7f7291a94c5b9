"use client";

import { useId, useState, type ReactNode } from "react";

import { SpriteIcon } from "@/components/icons/sprite-icon";
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
                className="feature-list-toggle"
              >
                <span className="feature-list-icon">{icons[feature.id]}</span>
                <span className="flex-1">
                  <span className="feature-list-title">{feature.title}</span>
                  <span className="feature-list-summary">{feature.summary}</span>
                </span>
                <SpriteIcon
                  name="chevron-down"
                  className={cn("size-5 shrink-0 transition-transform", expanded && "rotate-180")}
                />
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="feature-list-panel">
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
