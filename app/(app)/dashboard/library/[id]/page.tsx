import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { CopyEditor } from "@/components/library/copy-editor";
import { typeLabel } from "@/components/library/library";
import { requirePageSession } from "@/lib/auth/server-session";
import { longDate } from "@/lib/format";
import { platformOf, writerOf } from "@/lib/library/details";
import { ownCopyOrNull } from "@/lib/library/store";

export const metadata: Metadata = { title: "Saved copy" };

type Props = { params: Promise<{ id: string }> };

/** One saved copy to read, edit and copy. Only its owner finds it; anyone else gets the not-found page. */
export default async function SavedCopyPage({ params }: Props) {
  const { user } = await requirePageSession();
  const copy = await ownCopyOrNull(user.id, (await params).id);
  if (!copy) notFound();
  const platform = platformOf(copy.contentType, copy.parameters);
  const writer = writerOf(copy.parameters);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <Link
        href="/dashboard"
        className="inline-flex items-center gap-1 justify-self-start text-sm underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to your library
      </Link>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Saved copy</h1>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>Type:</dt>
            <dd>{typeLabel(copy.contentType)}</dd>
          </div>
          {platform ? (
            <div className="flex gap-1">
              <dt>Platform:</dt>
              <dd>{platform}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>Saved:</dt>
            <dd>
              <time dateTime={copy.createdAt.toISOString()}>{longDate.format(copy.createdAt)}</time>
            </dd>
          </div>
          {writer ? (
            <div className="flex gap-1">
              <dt>Written by:</dt>
              <dd>{writer}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      <CopyEditor id={copy.id} content={copy.content} />
    </div>
  );
}
