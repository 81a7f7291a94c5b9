import { notOwnerMessage } from "@/lib/editor/owner";

/** The editor's 403 (forbidden() in the page): signed in, but not one of the editor's owners. */
export default function EditorForbidden() {
  return (
    <main id="main" className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">403: not an owner</h1>
      <p className="mt-2 text-muted-foreground">{notOwnerMessage}</p>
    </main>
  );
}
