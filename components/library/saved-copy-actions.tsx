"use client";

import { WandSparkles } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { Button } from "@/components/ui/button";

import { DeleteCopyDialog } from "./delete-copy-dialog";
import { FavouriteButton } from "./favourite-button";
import { useCopyActions } from "./use-copy-actions";

/**
 * A saved copy's page actions: open its brief in the generator (when the generator wrote it), favourite it, delete it
 * after a confirmation; once deleted the user is back in the library.
 */
export function SavedCopyActions({
  id,
  content,
  favourite,
  description,
  generatorHref,
}: {
  id: string;
  content: string;
  favourite: boolean;
  description: string;
  /** The generator with this copy's brief filled in; null for what the generator does not write. */
  generatorHref: string | null;
}) {
  const router = useRouter();
  const { pending, remove, toggleFavourite } = useCopyActions(id, favourite, () => router.push("/dashboard"));
  return (
    <div className="flex flex-wrap gap-1">
      {generatorHref ? (
        <Button asChild size="sm" variant="outline">
          <Link href={generatorHref}>
            <WandSparkles aria-hidden="true" />
            Open in generator
          </Link>
        </Button>
      ) : null}
      <FavouriteButton favourite={favourite} disabled={pending} onToggle={() => void toggleFavourite()} />
      <DeleteCopyDialog
        content={content}
        description={description}
        disabled={pending}
        onDelete={remove}
        afterDeleteFocus={() => null}
      />
    </div>
  );
}
