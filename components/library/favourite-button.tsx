"use client";

import { Star } from "lucide-react";

import { Button } from "@/components/ui/button";

/** A toggle: pressed when the copy is a favourite, its name saying which it is. */
export function FavouriteButton({
  favourite,
  disabled,
  onToggle,
}: {
  favourite: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <Button type="button" size="sm" variant="ghost" aria-pressed={favourite} disabled={disabled} onClick={onToggle}>
      <Star aria-hidden="true" className={favourite ? "fill-current" : undefined} />
      {favourite ? "Favourite" : "Add to favourites"}
    </Button>
  );
}
