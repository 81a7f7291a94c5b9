// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DeleteCopyDialog } from "./delete-copy-dialog";

afterEach(cleanup);

function renderDialog(onDelete: () => Promise<boolean>) {
  render(
    <>
      <h2 id="heading" tabIndex={-1}>
        Your library
      </h2>
      <DeleteCopyDialog
        content={"Launch post\nfor Hookline"}
        description="Social post, saved November 25, 2026"
        onDelete={onDelete}
        afterDeleteFocus={() => document.getElementById("heading")}
      />
    </>,
  );
  const trigger = screen.getByRole("button", { name: "Delete" });
  act(() => trigger.focus());
  fireEvent.click(trigger);
  return trigger;
}

describe("DeleteCopyDialog", () => {
  it("names the copy and puts focus on Cancel first", async () => {
    renderDialog(vi.fn(async () => true));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this copy?" });
    expect(dialog).toHaveProperty(
      "textContent",
      expect.stringContaining(
        "Social post, saved November 25, 2026: “Launch post for Hookline” will be deleted from your library.",
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" })));
  });

  it("keeps the copy on Cancel and gives focus back to its Delete button", async () => {
    const onDelete = vi.fn(async () => true);
    const trigger = renderDialog(onDelete);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("deletes on Delete, closes and moves focus to the library", async () => {
    const onDelete = vi.fn(async () => true);
    renderDialog(onDelete);
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(
      Array.from(dialog.querySelectorAll("button")).find(
        (button) => button.textContent === "Delete",
      ) as HTMLButtonElement,
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById("heading")));
  });

  it("stays open when the deletion fails, so the user can try again", async () => {
    const onDelete = vi.fn(async () => false);
    renderDialog(onDelete);
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(
      Array.from(dialog.querySelectorAll("button")).find(
        (button) => button.textContent === "Delete",
      ) as HTMLButtonElement,
    );
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });
});
