// The parts every AI answer shares, read by the screens and documented by the public API: who wrote it and the
// usage after it.
import { z } from "zod";

import type { Writer } from "../ai/types";
import type { UsageAfter } from "./stream-events";

export const usageAfterSchema = z
  .object({ used: z.int(), limit: z.int(), credits: z.int() })
  .meta({ id: "UsageAfter" }) satisfies z.ZodType<UsageAfter>;

export const writerSchema = z
  .object({ id: z.enum(["openai", "anthropic", "offline"]), label: z.string() })
  .meta({ id: "Writer" }) satisfies z.ZodType<Writer>;
