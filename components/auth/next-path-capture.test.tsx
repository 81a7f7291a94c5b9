// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { closeAuthDialog, useAuthDialog } from "./auth-dialog-store";
import { NextPathCapture } from "./next-path-capture";

function DialogState() {
  const { open, view } = useAuthDialog();
  return <p data-testid="dialog">{open ? view : "closed"}</p>;
}

function visit(url: string) {
  window.history.replaceState(null, "", url);
  render(
    <>
      <NextPathCapture />
      <DialogState />
    </>,
  );
}

afterEach(() => {
  act(() => closeAuthDialog());
  cleanup();
  localStorage.clear();
});

describe("NextPathCapture", () => {
  it.each([
    ["/?auth=sign-up", "sign-up"],
    ["/?auth=sign-in", "sign-in"],
  ])("%s opens the %s view and leaves a clean address", (url, view) => {
    visit(url);
    expect(screen.getByTestId("dialog").textContent).toBe(view);
    expect(`${window.location.pathname}${window.location.search}`).toBe("/");
  });

  it("keeps other parameters, and opens nothing for an unknown view", () => {
    visit("/?auth=admin&scrollTo=pricing");
    expect(screen.getByTestId("dialog").textContent).toBe("closed");
    expect(window.location.search).toBe("?scrollTo=pricing");
  });

  it("?next= still remembers the path and opens sign-in", () => {
    visit("/?next=%2Fprofile");
    expect(screen.getByTestId("dialog").textContent).toBe("sign-in");
    expect(localStorage.getItem("lastAuthenticatedPath")).toBe("/profile");
  });
});
