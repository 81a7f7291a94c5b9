"use client";

import { Star, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { notify } from "@/components/feedback/notify";
import { CopyButton } from "@/components/generator/copy-button";
import { Button } from "@/components/ui/button";

/** Favourite, copy and delete for one saved copy; the list re-renders from the server afterwards. */
export function LibraryItemActions({ id, content, favourite }: { id: string; content: string; favourite: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const send = async (init: RequestInit, failure: string) => {
    const response = await fetch(`/api/copies/${id}`, { ...init, headers: { "content-type": "application/json" } }).catch(() => null);
    if (!response?.ok) return void notify("error", { title: "Error", description: failure });
    startTransition(() => router.refresh());
  };

  return (
    <div className="flex flex-wrap gap-1">
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-pressed={favourite}
        disabled={pending}
        onClick={() => void send({ method: "PATCH", body: JSON.stringify({ favourite: !favourite }) }, "Could not update the favourite. Try again.")}
      >
        <Star aria-hidden="true" className={favourite ? "fill-current" : undefined} />
        {favourite ? "Favourite" : "Add to favourites"}
      </Button>
      <CopyButton text={content} variant="ghost" />
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={pending}
        onClick={() => {
          if (window.confirm("Delete this copy from your library? This cannot be undone.")) void send({ method: "DELETE" }, "Could not delete it. Try again.");
        }}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
