// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { NavMenu } from "./nav-menu";

const route = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname }));
// A plain link: the test follows what the menu does with a click, not the router.
vi.mock("next/link", () => ({
  default: ({
    href,
    prefetch: _prefetch,
    onClick,
    ...props
  }: ComponentProps<"a"> & { href: string; prefetch?: boolean }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  ),
}));

const links = [
  { href: "/features", label: "Features" },
  { href: "/blog", label: "Blog" },
];

function renderMenu() {
  return render(
    <NavMenu title="Menu" links={links}>
      <button type="button">Sign out</button>
    </NavMenu>,
  );
}

const menuButton = () => screen.getByRole("button", { name: "Open menu", hidden: true });

async function openMenu() {
  fireEvent.click(menuButton());
  return screen.findByRole("dialog", { name: "Menu" });
}

beforeEach(() => {
  route.pathname = "/";
});
afterEach(cleanup);

describe("the header's menu", () => {
  it("opens a sheet named Menu with every link and what the header adds, and says it is open", async () => {
    renderMenu();
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    const sheet = await openMenu();
    expect(
      within(sheet)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Features", "/features"],
      ["Blog", "/blog"],
    ]);
    expect(within(sheet).getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(menuButton().getAttribute("aria-controls")).toBe(sheet.id);
    expect(sheet.contains(document.activeElement)).toBe(true);
  });

  it("closes on Escape and gives focus back to the button", async () => {
    renderMenu();
    const sheet = await openMenu();
    fireEvent.keyDown(sheet, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes when one of its links is followed", async () => {
    renderMenu();
    const sheet = await openMenu();
    fireEvent.click(within(sheet).getByRole("link", { name: "Blog" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it("closes when the route changes some other way, and marks the current page", async () => {
    route.pathname = "/features";
    const view = renderMenu();
    const sheet = await openMenu();
    expect(within(sheet).getByRole("link", { name: "Features" }).getAttribute("aria-current")).toBe("page");
    expect(within(sheet).getByRole("link", { name: "Blog" }).getAttribute("aria-current")).toBeNull();
    route.pathname = "/blog";
    act(() => {
      view.rerender(
        <NavMenu title="Menu" links={links}>
          <button type="button">Sign out</button>
        </NavMenu>,
      );
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
