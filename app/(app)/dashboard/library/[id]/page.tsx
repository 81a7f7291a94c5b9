import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { CopyBrief } from "@/components/library/copy-brief";
import { CopyEditor } from "@/components/library/copy-editor";
import { SavedCopyActions } from "@/components/library/saved-copy-actions";
import { requirePageSession } from "@/lib/auth/server-session";
import { longDate } from "@/lib/format";
import { briefDetails, briefOf } from "@/lib/library/brief";
import { typeLabel, writerOf } from "@/lib/library/details";
import { generatorHrefFor } from "@/lib/library/generator-href";
import { ownCopyOrNull } from "@/lib/library/store";
import { titleOf } from "@/lib/library/title";
import { listPresets } from "@/lib/presets/store";

export const metadata: Metadata = { title: "Saved copy" };

type Props = { params: Promise<{ id: string }> };

/**
 * One saved copy: its title, the brief it came from, its text to edit (counted against the platform's limits, scored
 * and previewed), and the way back to the generator with that brief. Only its owner finds it; anyone else gets the
 * not-found page.
 */
export default async function SavedCopyPage({ params }: Props) {
  const { user } = await requirePageSession();
  const copy = await ownCopyOrNull(user.id, (await params).id);
  if (!copy) notFound();
  const brief = briefOf(copy.contentType, copy.parameters);
  const voice = brief?.presetName
    ? (await listPresets(user.id)).find((preset) => preset.name === brief.presetName)
    : undefined;
  const writer = writerOf(copy.parameters);
  const saved = longDate.format(copy.createdAt);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <Link
        href="/dashboard"
        className="inline-flex min-h-6 items-center gap-1 justify-self-start py-1 text-sm underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to your library
      </Link>
      <header className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">Saved copy</p>
        <h1 className="break-words text-3xl font-bold tracking-tight">{titleOf(copy)}</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>Type:</dt>
            <dd>{typeLabel(copy.contentType)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Saved:</dt>
            <dd>
              <time dateTime={copy.createdAt.toISOString()}>{saved}</time>
            </dd>
          </div>
          {writer ? (
            <div className="flex gap-1">
              <dt>Written by:</dt>
              <dd>{writer}</dd>
            </div>
          ) : null}
        </dl>
        <SavedCopyActions
          id={copy.id}
          content={copy.content}
          favourite={copy.favourite}
          description={`${typeLabel(copy.contentType)}, saved ${saved}`}
          generatorHref={brief ? generatorHrefFor(copy.id) : null}
        />
      </header>
      <CopyBrief details={briefDetails(copy.contentType, copy.parameters)} />
      <CopyEditor
        id={copy.id}
        title={copy.title}
        content={copy.content}
        contentType={copy.contentType}
        parameters={copy.parameters}
        wordsToAvoid={voice?.wordsToAvoid ?? ""}
      />
    </div>
  );
}
