import type { ReactNode } from "react";

import { buttonVariants } from "@/components/ui/button-variants";

import { ShareButtonClient } from "./share-button-client";

/** An article's Share button, styled here on the server so its looks cost the page no JavaScript. */
export function ShareButton(props: { title: string; path: string; icon: ReactNode }) {
  return <ShareButtonClient {...props} className={buttonVariants({ variant: "outline", size: "sm" })} />;
}
