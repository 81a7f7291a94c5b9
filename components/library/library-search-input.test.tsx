// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { library } from "@/lib/config/library";

const replace = vi.fn();
const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ replace, push }) }));

const { LibrarySearchInput } = await import("./library-search-input");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  replace.mockClear();
  push.mockClear();
});

function renderForm() {
  render(
    <form method="get" action="/dashboard" role="search">
      <label>
        Search
        <LibrarySearchInput defaultValue="" action="/dashboard" />
      </label>
      <select name="type" aria-label="Type" defaultValue="social">
        <option value="">All types</option>
        <option value="social">Social post</option>
      </select>
    </form>,
  );
  return screen.getByRole("searchbox", { name: "Search" });
}

describe("LibrarySearchInput", () => {
  it("is a plain `q` field of the GET form, so searching works without JavaScript", () => {
    const input = renderForm();
    expect(input.getAttribute("name")).toBe("q");
    expect(input.closest("form")?.getAttribute("method")).toBe("get");
  });

  it("replaces the URL once typing pauses, keeping the other filters, and never pushes", () => {
    const input = renderForm();
    fireEvent.change(input, { target: { value: "la" } });
    act(() => vi.advanceTimersByTime(library.searchDebounceMs - 1));
    fireEvent.change(input, { target: { value: "launch" } });
    act(() => vi.advanceTimersByTime(library.searchDebounceMs - 1));
    expect(replace).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith("/dashboard?q=launch&type=social", { scroll: false });
    expect(push).not.toHaveBeenCalled();
  });
});
