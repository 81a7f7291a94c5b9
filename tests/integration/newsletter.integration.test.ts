import { describe, expect, it } from "vitest";

import { POST } from "@/app/api/newsletter/route";
import { getDb } from "@/lib/db";

import { randomIp, uniqueEmail } from "../support/auth-requests";

const send = (email: string, ip = randomIp()) =>
  POST(
    new Request("http://localhost:3000/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email }),
    }),
    undefined,
  );

describe("POST /api/newsletter", () => {
  it("saves the address lower-cased and trimmed, and answers a duplicate with 409", async () => {
    const email = uniqueEmail("news");
    expect((await send(`  ${email.toUpperCase()}  `)).status).toBe(201);
    expect(await getDb().newsletterSubscriber.count({ where: { email } })).toBe(1);
    const again = await send(email);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: "conflict", message: "This email is already subscribed to our newsletter." },
    });
  });

  it("refuses an invalid address with 400 and limits each IP", async () => {
    expect((await send("not-an-email")).status).toBe(400);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send(uniqueEmail("burst"), ip)).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});
