import { describe, expect, it } from "vitest";

import { POST } from "@/app/api/contact/route";
import { getDb } from "@/lib/db";

import { randomIp, uniqueEmail } from "../support/auth-requests";

function send(body: unknown, ip = randomIp()) {
  return POST(
    new Request("http://localhost:3000/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    undefined,
  );
}

describe("POST /api/contact", () => {
  it("stores the message with its topic", async () => {
    const email = uniqueEmail("contact");
    const response = await send({
      email: email.toUpperCase(),
      topic: "privacy",
      message: "  Please export my data.  ",
    });
    expect(response.status).toBe(201);
    const rows = await getDb().contactSubmission.findMany({ where: { email } });
    expect(rows.map(({ email, topic, content }) => ({ email, topic, content }))).toEqual([
      { email, topic: "privacy", content: "Please export my data." },
    ]);
  });

  it("answers bad input with a 4xx and stores nothing", async () => {
    const email = uniqueEmail("bad");
    const cases = [
      await send("{not json"),
      await send({ email, topic: "other", message: "short" }),
      await send({ email, topic: "sales", message: "long enough message" }),
    ];
    expect(cases.map((response) => response.status)).toEqual([400, 400, 400]);
    expect(await cases[1]?.json()).toEqual({
      error: { code: "invalid_input", message: "message: Message must be at least 10 characters" },
    });
    expect(await getDb().contactSubmission.count({ where: { email } })).toBe(0);
  });

  it("limits each IP to 5 messages in 10 minutes", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await send({ email: uniqueEmail("limit"), topic: "feedback", message: "Lovely product, thanks!" }, ip)).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
