"use client";

import { useEffect, useRef } from "react";
import type { z } from "zod";

import { pathOf } from "@/lib/api-client/call";
import { campaignRoutes } from "@/lib/api-client/routes/campaigns";
import { campaignProgressEventSchema } from "@/lib/campaigns/answer";

type ProgressEvent = z.output<typeof campaignProgressEventSchema>;

/**
 * Follows the campaign's progress stream while `active`, calling `onProgress` with each reading. The browser's
 * EventSource reconnects by itself when a stream ends at its lifetime; the stream's "end" event closes it for good.
 */
export function useCampaignEvents(id: string, active: boolean, onProgress: (event: ProgressEvent) => void) {
  const handler = useRef(onProgress);
  useEffect(() => {
    handler.current = onProgress;
  });
  useEffect(() => {
    if (!active) return;
    const source = new EventSource(pathOf(campaignRoutes.events, { id }));
    source.addEventListener("progress", (message) => {
      const parsed = campaignProgressEventSchema.safeParse(JSON.parse(String(message.data)));
      if (parsed.success) handler.current(parsed.data);
    });
    source.addEventListener("end", () => source.close());
    return () => source.close();
  }, [id, active]);
}
