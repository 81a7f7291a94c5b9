// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import ErrorPage from "@/app/error";
import GlobalError from "@/app/global-error";
import { outageDigest } from "@/lib/error-digest";

afterEach(cleanup);

// The error screens' code loads when a page fails (lazy-error-screen.tsx): each test waits for it, as a visitor does.
const screenLoaded = async () => {
  await import("./error-screen");
  await new Promise((resolve) => setTimeout(resolve, 0));
};

/** What a Server Component's failure looks like in the browser: a digest, and a message that must not show. */
function serverError(digest?: string): Error {
  const error = new Error("connect ECONNREFUSED postgres://admin:hunter2@db:5432");
  error.stack = "Error: connect ECONNREFUSED\n    at queryRaw (lib/db.ts:12:3)";
  return digest ? Object.assign(error, { digest }) : error;
}

describe("the error page", () => {
  it("names the reference a visitor can quote, and nothing of the error itself", async () => {
    render(<ErrorPage error={serverError("1234567890")} retry={() => {}} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Something Went Wrong" })).toBeTruthy();
    expect(screen.getByText("1234567890").closest("p")?.textContent).toBe("Reference: 1234567890");
    const text = document.body.textContent ?? "";
    expect(text).not.toContain("ECONNREFUSED");
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("lib/db.ts");
  });

  it("says an outage is an outage: we'll be right back, with no reference to quote", async () => {
    render(<ErrorPage error={serverError(outageDigest)} retry={() => {}} />);
    expect(await screen.findByRole("heading", { level: 1, name: "We'll be right back" })).toBeTruthy();
    expect(document.body.textContent).toContain("can't reach its database for a moment");
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it("shows no reference line when the error has no digest", async () => {
    render(<ErrorPage error={serverError()} retry={() => {}} />);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it("tries again with the button, and leads home with a link", async () => {
    const retry = vi.fn();
    render(<ErrorPage error={serverError("42")} retry={retry} />);
    fireEvent.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it("moves keyboard focus to its heading, so the change is announced", async () => {
    render(<ErrorPage error={serverError("42")} retry={() => {}} />);
    expect(document.activeElement).toBe(await screen.findByRole("heading", { level: 1 }));
  });
});

describe("the global error page", () => {
  it("brings its own document, with the reference and without the error's message", async () => {
    const page = <GlobalError error={serverError("987654321")} retry={() => {}} />;
    renderToStaticMarkup(page); // starts loading the screen
    await screenLoaded();
    const html = renderToStaticMarkup(page);
    expect(html).toMatch(/^<html lang="en"><head><title>Something Went Wrong · Hookline<\/title><\/head><body[^>]*>/);
    expect(html).toContain("Reference: <code");
    expect(html).toContain(">987654321</code>");
    expect(html).toContain("Try Again");
    expect(html).not.toContain("ECONNREFUSED");
  });
});
