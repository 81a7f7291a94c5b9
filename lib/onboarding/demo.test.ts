import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { measure } from "../ai/limits";
import { sectionsOf } from "../generator/pipeline/format";
import { generatorInputSchema } from "../generator/schema";
import { scoreVariant } from "../scoring/score";
import { demoBrief, demoCategories, demoCategoryFor, demoCategoryOf, loadDemoSample } from "./demo";
import { builtInSamples } from "./demo-samples";
import { sampleCopies } from "./sample-copies";

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("demo categories", () => {
  it("maps each template to its content type", () => {
    expect(Object.fromEntries(demoCategories.map((category) => [category, demoBrief(category).contentType]))).toEqual({
      advertisement: "ads",
      social: "social",
      email: "email",
      script: "scripts",
      blog: "blog",
      other: "social",
    });
  });

  it("gives 'other' a custom platform", () => {
    expect(demoBrief("other")).toMatchObject({ platform: "custom", customPlatform: "Discord" });
  });

  it("prefills every brief so that it passes the generator's own validation", () => {
    for (const category of demoCategories)
      expect(generatorInputSchema.safeParse(demoBrief(category)).success, category).toBe(true);
  });

  it("writes a 2-minute video script for the script template", () => {
    expect(demoBrief("script").duration).toBe(120);
    expect(builtInSamples.script).toMatch(/2-minute video/);
    expect(builtInSamples.script).toMatch(/\[1:40–2:00\]/);
  });

  it("finds each template's sample again from its own brief, and follows a changed type or platform", () => {
    for (const category of demoCategories) expect(demoCategoryFor(demoBrief(category))).toBe(category);
    expect(demoCategoryFor({ contentType: "social", platform: "x" })).toBe("social");
    expect(demoCategoryFor({ ...demoBrief("advertisement"), contentType: "email" })).toBe("email");
  });

  it("reads only the six categories from a URL", () => {
    expect(demoCategoryOf("email")).toBe("email");
    for (const value of ["ads", "Email", "", undefined, ["email"], "../social"])
      expect(demoCategoryOf(value)).toBeNull();
  });
});

describe("loadDemoSample", () => {
  it("uses the static file's example", async () => {
    const requested: string[] = [];
    const fetcher = (async (url: string) => {
      requested.push(url);
      return json({ example: "From the file." })();
    }) as unknown as typeof fetch;
    expect(await loadDemoSample("email", { fetcher })).toEqual({ text: "From the file.", source: "file" });
    expect(requested).toEqual(["/demo/email.json"]);
  });

  it("falls back to the built-in text when the file is missing, malformed, empty or unreachable", async () => {
    const failures: (() => Promise<Response>)[] = [
      json({ error: "not found" }, 404),
      async () => new Response("<html>", { status: 200 }),
      json({ example: "   " }),
      json({ sample: "wrong field" }),
      async () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    for (const failure of failures) {
      expect(await loadDemoSample("script", { fetcher: failure as unknown as typeof fetch })).toEqual({
        text: builtInSamples.script,
        source: "built-in",
      });
    }
  });

  it("rejects when the caller cancels, so a stale sample never replaces a newer choice", async () => {
    const controller = new AbortController();
    controller.abort();
    const fetcher = (async () => Promise.reject(new DOMException("Aborted", "AbortError"))) as unknown as typeof fetch;
    await expect(loadDemoSample("blog", { fetcher, signal: controller.signal })).rejects.toThrow("Aborted");
  });
});

describe("demo output", () => {
  it("keeps within the lengths the generator's own counters recommend, from the file and built in", async () => {
    const { readFile } = await import("node:fs/promises");
    for (const category of demoCategories) {
      const file = JSON.parse(
        await readFile(new URL(`../../public/demo/${category}.json`, import.meta.url), "utf8"),
      ) as { example: string };
      for (const text of [file.example, builtInSamples[category]]) {
        const over = sectionsOf(demoBrief(category), text).filter(
          (section) => section.rule && measure(section.rule, section.text).over > 0,
        );
        expect(over, category).toEqual([]);
      }
    }
  });
});

describe("sample copies", () => {
  it("are one social post, one email and one ad, newest first, with the fields a saved copy has", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const copies = sampleCopies(now);
    expect(copies.map((copy) => copy.content_type)).toEqual(["social", "email", "ads"]);
    expect(copies.map((copy) => copy.parameters)).toEqual([
      { platform: "linkedin" },
      { emailType: "welcome" },
      { platform: "facebook" },
    ]);
    const times = copies.map((copy) => Date.parse(copy.created_at));
    expect(
      times.every((time, index) => time < now.getTime() && (index === 0 || time < (times[index - 1] ?? Infinity))),
    ).toBe(true);
    expect(copies.some((copy) => copy.is_draft)).toBe(true);
  });
});

describe("public/demo files", () => {
  it("exist for every category with a non-empty example that differs from the built-in fallback", async () => {
    const { readFile } = await import("node:fs/promises");
    for (const category of demoCategories) {
      const file = JSON.parse(
        await readFile(new URL(`../../public/demo/${category}.json`, import.meta.url), "utf8"),
      ) as { example?: string };
      expect(file.example?.trim().length, category).toBeGreaterThan(100);
      expect(file.example, category).not.toBe(builtInSamples[category]);
    }
  });
});

describe("the demo's samples", () => {
  it("are ready to publish by the score's own first-order checks, from the file and built in", async () => {
    for (const category of demoCategories) {
      const brief = generatorInputSchema.parse(demoBrief(category));
      const file = JSON.parse(readFileSync(path.join("public", "demo", `${category}.json`), "utf8")) as {
        example: string;
      };
      for (const text of [builtInSamples[category], file.example]) {
        const score = scoreVariant(brief, text);
        expect(
          score.ready,
          `${category}: ${score.checks
            .filter((item) => !item.pass)
            .map((item) => item.why)
            .join("; ")}`,
        ).toBe(true);
      }
    }
  });
});
