"use client";

import { FileText, Star } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { notify } from "@/components/feedback/notify";
import { CopyButton } from "@/components/generator/copy-button";
import { Button } from "@/components/ui/button";
import { libraryHeadingId } from "@/lib/library/details";

import { DeleteCopyDialog } from "./delete-copy-dialog";

/** Open, favourite, copy and delete for one saved copy; the list re-renders from the server afterwards. */
export function LibraryItemActions({
  id,
  content,
  favourite,
  description,
}: {
  id: string;
  content: string;
  favourite: boolean;
  description: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const send = async (init: RequestInit, failure: string): Promise<boolean> => {
    const response = await fetch(`/api/copies/${id}`, {
      ...init,
      headers: { "content-type": "application/json" },
    }).catch(() => null);
    // Already gone (deleted in another tab) counts as done for a deletion: the list simply catches up.
    const done = response?.ok || (init.method === "DELETE" && response?.status === 404);
    if (!done) {
      void notify("error", { title: "Error", description: failure });
      return false;
    }
    startTransition(() => router.refresh());
    return true;
  };

  const remove = async () => {
    const gone = await send({ method: "DELETE" }, "Could not delete it. Try again.");
    if (gone) void notify("success", { title: "Deleted", description: "The copy was deleted from your library." });
    return gone;
  };

  return (
    <div className="flex flex-wrap gap-1">
      <Button asChild size="sm" variant="ghost">
        <Link href={`/dashboard/library/${id}`}>
          <FileText aria-hidden="true" />
          Open
        </Link>
      </Button>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-pressed={favourite}
        disabled={pending}
        onClick={() =>
          void send(
            { method: "PATCH", body: JSON.stringify({ favourite: !favourite }) },
            "Could not update the favourite. Try again.",
          )
        }
      >
        <Star aria-hidden="true" className={favourite ? "fill-current" : undefined} />
        {favourite ? "Favourite" : "Add to favourites"}
      </Button>
      <CopyButton text={content} variant="ghost" />
      <DeleteCopyDialog
        content={content}
        description={description}
        disabled={pending}
        onDelete={remove}
        afterDeleteFocus={() => document.getElementById(libraryHeadingId)}
      />
    </div>
  );
}
