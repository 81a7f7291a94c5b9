"use client";

import { FileText } from "lucide-react";
import Link from "next/link";

import { CopyButton } from "@/components/ai-form/copy-button";
import { Button } from "@/components/ui/button";
import { libraryHeadingId } from "@/lib/library/details";

import { DeleteCopyDialog } from "./delete-copy-dialog";
import { FavouriteButton } from "./favourite-button";
import { useCopyActions } from "./use-copy-actions";

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
  const { pending, remove, toggleFavourite } = useCopyActions(id, favourite);

  return (
    <div className="flex flex-wrap gap-1">
      <Button asChild size="sm" variant="ghost">
        <Link href={`/dashboard/library/${id}`}>
          <FileText aria-hidden="true" />
          Open
        </Link>
      </Button>
      <FavouriteButton favourite={favourite} disabled={pending} onToggle={() => void toggleFavourite()} />
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
