"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";

import type { ConnectionSummary } from "@/lib/handoff/connection-summary";

// Each scheduler's form (its schemas and routes with it) is fetched when its section is opened, not with the page.
const PostizConnection = lazy(() =>
  import("./postiz-connection").then((module) => ({ default: module.PostizConnection })),
);
const TypefullyConnectionForm = lazy(() =>
  import("./typefully-connection-form").then((module) => ({ default: module.TypefullyConnectionForm })),
);

function statusOf(connection: ConnectionSummary | undefined): string {
  if (!connection) return "Not connected";
  const where = connection.socialSetName ?? connection.baseUrl;
  return `Connected${where ? ` to ${where}` : ""} (key ending ${connection.keyHint})`;
}

function Section({
  name,
  connection,
  children,
}: {
  name: string;
  connection?: ConnectionSummary;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="group rounded-md border" onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-1 p-3">
        <span className="font-medium">{name}</span>
        <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{statusOf(connection)}</span>
      </summary>
      <div className="border-t p-3">
        {opened ? <Suspense fallback={<p className="text-sm">Loading…</p>}>{children}</Suspense> : null}
      </div>
    </details>
  );
}

/** The profile's scheduler connections: each one's state at a glance, its form when opened. */
export function SchedulerConnections({ connections }: { connections: ConnectionSummary[] }) {
  const of = (provider: ConnectionSummary["provider"]) => connections.find((item) => item.provider === provider);
  return (
    <div className="grid gap-3">
      <Section name="Postiz" connection={of("postiz")}>
        <PostizConnection />
      </Section>
      <Section name="Typefully" connection={of("typefully")}>
        <TypefullyConnectionForm initial={of("typefully") ?? null} />
      </Section>
    </div>
  );
}
