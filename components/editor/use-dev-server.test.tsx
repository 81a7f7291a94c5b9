// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { editorScreen } from "@/lib/config/editor/screen";

import { saveRoutePaths, useDevServer } from "./use-dev-server";

function Status() {
  const { preparing, down } = useDevServer("home");
  return <p data-testid="status">{down ? "down" : preparing ? `${preparing.ready} of ${preparing.total}` : "ready"}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const status = () => screen.getByTestId("status").textContent;

describe("the development server as the editor sees it", () => {
  it("compiles each save route once, one after another, counting them until all are ready", async () => {
    const asked: string[] = [];
    let release: () => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(url);
        if (asked.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return new Response(null, { status: 405 });
      }),
    );
    render(<Status />);
    expect(status()).toBe(`0 of ${saveRoutePaths("home").length}`);
    await act(async () => release());
    await vi.waitFor(() => expect(status()).toBe("ready"));
    expect(asked).toEqual(saveRoutePaths("home"));
    expect(asked).toContain("/api/canvases/home/parseAndMutate/mutate/editText");
  });

  it("says the server is down after two checks in a row get no answer, and not after one; a refusal is an answer", async () => {
    vi.useFakeTimers();
    let health: "answer" | "refuse" | "none" = "none";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url !== "/api/health") return new Response(null, { status: 405 });
        if (health === "none") throw new TypeError("Failed to fetch");
        return health === "answer"
          ? Response.json({ status: "ok" })
          : Response.json({ error: { code: "unavailable", message: "The database is unreachable." } }, { status: 503 });
      }),
    );
    render(<Status />);
    const check = async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(editorScreen.serverCheckEveryMs);
      });
    };
    await check();
    expect(status()).not.toBe("down");
    await check();
    expect(status()).toBe("down");
    health = "refuse";
    await check();
    expect(status()).not.toBe("down");
    health = "answer";
    await check();
    expect(status()).toBe("ready");
  });
});
