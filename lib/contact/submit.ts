import "server-only";

import { getDb } from "../db";
import type { ContactInput } from "./schema";

export async function saveContactSubmission(input: ContactInput): Promise<{ id: string }> {
  const row = await getDb().contactSubmission.create({
    data: { email: input.email, topic: input.topic, content: input.message },
    select: { id: true },
  });
  return row;
}
