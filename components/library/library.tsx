import Link from "next/link";

import { BufferExportButton } from "@/components/handoff/buffer-export-button";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { longDate } from "@/lib/format";
import { libraryChannelOf } from "@/lib/handoff/buffer/plan";
import { libraryHeadingId, libraryTypeOptions, platformOf, typeLabel, writerOf } from "@/lib/library/details";
import type { CopyFilters } from "@/lib/library/schema";
import type { SavedCopyRow } from "@/lib/library/store";
import { titleOf } from "@/lib/library/title";

import { LibraryItemActions } from "./library-item-actions";
import { LibrarySearchInput } from "./library-search-input";

export { typeLabel };

/**
 * Saved copies with search, type and favourite filters. The filters are a GET form, so they live in the URL and
 * work before any JavaScript (with it, the list also follows the search box as the user types); the export link
 * carries the same filters. Empty, it offers a first copy only to someone who has not written one: someone who has is
 * told how a copy gets here.
 */
export function Library({
  copies,
  filters,
  total,
  generated = false,
}: {
  copies: SavedCopyRow[];
  filters: CopyFilters;
  total: number;
  /** The user has generated copy (none of it saved, when the library is empty). */
  generated?: boolean;
}) {
  // The library has no selection of its own: the Buffer export takes the social posts the filters show.
  const socialIds = copies.filter((copy) => libraryChannelOf(copy) !== null).map((copy) => copy.id);
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== "")).toString();
  return (
    <section aria-labelledby={libraryHeadingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={libraryHeadingId} tabIndex={-1} className="text-lg font-semibold">
          Your library
        </h2>
        {total > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={`/api/copies/export${query ? `?${query}` : ""}`} download>
                Export CSV
              </a>
            </Button>
            {socialIds.length > 0 ? <BufferExportButton target={{ kind: "library", savedCopyIds: socialIds }} /> : null}
          </div>
        ) : null}
      </div>
      {total === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-xl border border-dashed p-6">
          {generated ? (
            <>
              <p>Nothing saved yet. Press Save under a copy in the generator to keep it here.</p>
              <Button asChild>
                <Link href="/dashboard/generate">Open the generator</Link>
              </Button>
            </>
          ) : (
            <>
              <p>Nothing saved yet. Generate your first copy and press Save to keep it here.</p>
              <Button asChild>
                <Link href="/dashboard/generate">Write your first copy</Link>
              </Button>
            </>
          )}
        </div>
      ) : (
        <>
          <form
            method="get"
            action="/dashboard"
            className="grid gap-2 sm:grid-cols-[1fr_12rem_auto_auto] sm:items-end"
            role="search"
            aria-label="Filter your library"
          >
            <label className="grid gap-1 text-sm">
              Search
              <LibrarySearchInput defaultValue={filters.q} action="/dashboard" />
            </label>
            <label className="grid gap-1 text-sm">
              Type
              <NativeSelect name="type" defaultValue={filters.type}>
                <option value="">All types</option>
                {libraryTypeOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className="flex h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="favourites"
                value="1"
                defaultChecked={filters.favourites === "1"}
                className="size-4 accent-primary"
              />
              Favourites only
            </label>
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </form>
          <p role="status" className="sr-only">
            {copies.length === total
              ? `${total} saved ${total === 1 ? "copy" : "copies"}`
              : `${copies.length} of ${total} saved copies match`}
          </p>
          {copies.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No saved copy matches these filters.{" "}
              <Link href="/dashboard" className="underline">
                Clear the filters
              </Link>
            </p>
          ) : (
            <ul className="grid gap-3" aria-label="Saved copies">
              {copies.map((copy) => {
                const platform = platformOf(copy.contentType, copy.parameters);
                const writer = writerOf(copy.parameters);
                return (
                  <li key={copy.id} className="grid gap-2 rounded-xl border p-4" data-testid="saved-copy">
                    <h3 className="break-words font-semibold">{titleOf(copy)}</h3>
                    <p className="text-xs text-muted-foreground">
                      {typeLabel(copy.contentType)}
                      {platform ? ` · ${platform}` : null} · saved {longDate.format(copy.createdAt)}
                      {writer ? ` · ${writer}` : null}
                    </p>
                    <p className="line-clamp-4 whitespace-pre-wrap text-sm">{copy.content}</p>
                    <LibraryItemActions
                      id={copy.id}
                      content={copy.content}
                      favourite={copy.favourite}
                      description={`${typeLabel(copy.contentType)}, saved ${longDate.format(copy.createdAt)}`}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
