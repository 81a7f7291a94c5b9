"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";

import { notify } from "@/components/feedback/notify";
import { call } from "@/lib/api-client/call";
import { libraryRoutes } from "@/lib/api-client/routes/library";

/**
 * Favourite and delete for one saved copy, wherever it is shown: after a change that worked the screen re-renders
 * from the server (or goes where `afterDelete` says), and a failure is said in a toast.
 */
export function useCopyActions(id: string, favourite: boolean, afterDelete?: () => void) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

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
    // Already gone (deleted in another tab) counts as done: the screen simply catches up.
    const gone = result.ok || result.error.status === 404;
    if (gone && afterDelete) afterDelete();
    else settle(gone, "Could not delete it. Try again.");
    if (gone) void notify("success", { title: "Deleted", description: "The copy was deleted from your library." });
    return gone;
  };

  const toggleFavourite = async () => {
    const result = await call(libraryRoutes.update, { favourite: !favourite }, { params: { id } });
    settle(result.ok, "Could not update the favourite. Try again.");
  };

  return { pending, remove, toggleFavourite };
}
