import "server-only";

import { getDb } from "../db";
import { AppError } from "../errors";
import { Prisma } from "../generated/prisma/client";

/** Saves the (already lower-cased, trimmed) address; a duplicate is a 409 with code conflict (PostgreSQL's unique violation, 23505). */
export async function subscribe(email: string): Promise<void> {
  try {
    await getDb().newsletterSubscriber.create({ data: { email } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "This email is already subscribed to our newsletter.");
    }
    throw error;
  }
}
