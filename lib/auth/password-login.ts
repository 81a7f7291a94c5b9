import "server-only";

import { getDb } from "../db";

/** Whether the user can sign in with a password: an account made with Google has none until a reset sets one. */
export async function hasPasswordLogin(userId: string): Promise<boolean> {
  const credential = await getDb().account.findFirst({
    where: { userId, providerId: "credential", password: { not: null } },
    select: { id: true },
  });
  return credential !== null;
}
