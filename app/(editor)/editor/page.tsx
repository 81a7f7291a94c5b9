import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";

import { EditorScreen } from "@/components/editor/editor-screen";
import { currentSession } from "@/lib/auth/server-session";
import { canvasIdPattern } from "@/lib/editor/ids";
import { isEditorOwner } from "@/lib/editor/owner";
import { editorSettings } from "@/lib/editor/settings";

export const metadata: Metadata = { title: "Page editor", robots: { index: false } };

/** The visual page editor: a page of the site in a preview frame. Owners only; anyone else gets a 403. */
export default async function EditorPage({
  searchParams,
}: {
  searchParams: Promise<{ path?: string; canvas?: string }>;
}) {
  const settings = editorSettings();
  if (!settings.enabled) notFound();
  const session = await currentSession();
  if (!isEditorOwner(session, settings)) forbidden();
  const { path, canvas } = await searchParams;
  const startPath = typeof path === "string" && path.startsWith("/") && !path.startsWith("//") ? path : "/";
  const canvasId = typeof canvas === "string" && canvasIdPattern.test(canvas) ? canvas : "default";
  return <EditorScreen initialPath={startPath} canvasId={canvasId} />;
}
