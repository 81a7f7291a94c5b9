"use client";

import { useId, useRef, useState, type ReactNode } from "react";

import { cn } from "@/lib/utils";

type Tab = { id: string; label: string; content: ReactNode };

/**
 * Columns side by side on a wide screen; on a phone, tabs (arrow keys, Home and End move between them, as the ARIA
 * tabs pattern has it) with one column shown at a time.
 */
export function ChannelTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? "");
  const prefix = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (from: number, step: number | "first" | "last") => {
    const index = step === "first" ? 0 : step === "last" ? tabs.length - 1 : (from + step + tabs.length) % tabs.length;
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.id);
    refs.current[tab.id]?.focus();
  };
  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b md:hidden">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            id={`${prefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={selected === tab.id}
            aria-controls={`${prefix}-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => {
              const step = { ArrowRight: 1, ArrowLeft: -1, Home: "first", End: "last" } as const;
              const key = event.key as keyof typeof step;
              if (!(key in step)) return;
              event.preventDefault();
              move(index, step[key]);
            }}
            className={cn(
              "min-h-11 shrink-0 rounded-t-md px-3 text-sm font-medium whitespace-nowrap focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              selected === tab.id ? "border-b-2 border-primary text-foreground" : "text-muted-foreground",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="flex gap-4 md:overflow-x-auto md:pb-2">
        {tabs.map((tab) => (
          <section
            key={tab.id}
            id={`${prefix}-panel-${tab.id}`}
            aria-label={tab.label}
            data-testid="channel-column"
            className={cn("w-full min-w-0 md:w-96 md:shrink-0", selected === tab.id ? "block" : "hidden md:block")}
          >
            <h3 className="mb-3 hidden text-base font-semibold md:block">{tab.label}</h3>
            {tab.content}
          </section>
        ))}
      </div>
    </div>
  );
}
