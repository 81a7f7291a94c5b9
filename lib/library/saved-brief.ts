import "server-only";

import type { Brief } from "../generator/brief";
import { briefOf } from "./brief";
import { ownCopyOrNull } from "./store";
import { titleOf } from "./title";

/** A saved copy's brief for the generator to open with, and its title to say so; null when it is not the user's. */
export async function savedBrief(userId: string, id: string): Promise<{ title: string; brief: Brief } | null> {
  const copy = await ownCopyOrNull(userId, id);
  const brief = copy ? briefOf(copy.contentType, copy.parameters) : null;
  return copy && brief ? { title: titleOf(copy), brief } : null;
}
