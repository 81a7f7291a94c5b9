"use client";

type Toast = { title: string; description?: string; action?: { label: string; onClick: () => void } };

/**
 * Shows a toast without putting sonner into the page's first-load JavaScript: the toaster loads it after hydration
 * (components/ui/sonner.tsx), so by the time a user acts this import is already resolved. "info" is a plain toast.
 */
export async function notify(kind: "success" | "error" | "info", { title, description, action }: Toast): Promise<void> {
  const { toast } = await import("sonner");
  if (kind === "info") toast(title, { description, action });
  else toast[kind](title, { description, action });
}
