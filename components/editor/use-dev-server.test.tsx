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
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const status = () => screen.getByTestId("status").textContent;

describe("the development server as the editor sees it", () => {
  it("compiles each save route once, one after another, counting them until all are ready; once per run of the server", async () => {
    const asked: string[] = [];
    let uptimeSeconds = 100;
    let release: () => void = () => undefined;
    let held = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        asked.push(url);
        if (url === "/api/health") return Response.json({ status: "ok", uptimeSeconds });
        // The first route's compile is held, to read the count meanwhile.
        if (!held) {
          held = true;
          await new Promise<void>((resolve) => (release = resolve));
        }
        return new Response(null, { status: 405 });
      }),
    );
    const first = render(<Status />);
    expect(status()).toBe(`0 of ${saveRoutePaths("home").length}`);
    await vi.waitFor(() => expect(asked.length).toBe(2));
    await act(async () => release());
    await vi.waitFor(() => expect(status()).toBe("ready"));
    expect(asked).toEqual(["/api/health", ...saveRoutePaths("home")]);
    expect(asked).toContain("/api/canvases/home/parseAndMutate/mutate/editText");
    first.unmount();

    // The same run of the server (its start, now minus its uptime, unchanged): nothing to compile again.
    asked.length = 0;
    uptimeSeconds += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const second = render(<Status />);
    await vi.waitFor(() => expect(status()).toBe("ready"));
    expect(asked).toEqual(["/api/health"]);
    second.unmount();

    // After a restart the routes are compiled again.
    asked.length = 0;
    uptimeSeconds = 3;
    render(<Status />);
    await vi.waitFor(() => expect(status()).toBe("ready"));
    expect(asked).toEqual(["/api/health", ...saveRoutePaths("home")]);
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
          ? Response.json({ status: "ok", uptimeSeconds: 10 })
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
