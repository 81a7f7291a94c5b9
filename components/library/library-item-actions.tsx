"use client";

import { FileText, Star } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { notify } from "@/components/feedback/notify";
import { CopyButton } from "@/components/generator/copy-button";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api-client/call";
import { libraryRoutes } from "@/lib/api-client/routes/library";
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

  /** Refreshes the list after a change that worked, or says it failed. */
  const settle = (done: boolean, failure: string): boolean => {
    if (!done) {
      void notify("error", { title: "Error", description: failure });
      return false;
    }
    startTransition(() => router.refresh());
    return true;
  };

  const remove = async () => {
    const result = await call(libraryRoutes.remove, undefined, { params: { id } });
    // Already gone (deleted in another tab) counts as done: the list simply catches up.
    const gone = settle(result.ok || result.error.status === 404, "Could not delete it. Try again.");
    if (gone) void notify("success", { title: "Deleted", description: "The copy was deleted from your library." });
    return gone;
  };

  const toggleFavourite = async () => {
    const result = await call(libraryRoutes.update, { favourite: !favourite }, { params: { id } });
    settle(result.ok, "Could not update the favourite. Try again.");
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
        onClick={() => void toggleFavourite()}
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
