"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";

import { Input } from "@/components/ui/input";
import { library } from "@/lib/config/library";
import { libraryHref } from "@/lib/library/search-url";

/**
 * The library's search box. It stays a plain field of the GET form (so Enter and no-JavaScript visits still work);
 * with JavaScript the list follows as the user types, once typing pauses. The URL is replaced rather than pushed,
 * so Back leaves the library instead of stepping through every keystroke.
 */
export function LibrarySearchInput({ defaultValue, action }: { defaultValue: string; action: string }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const follow = (form: HTMLFormElement | null) => {
    if (timer.current) clearTimeout(timer.current);
    if (!form) return;
    timer.current = setTimeout(() => {
      const href = libraryHref(action, new FormData(form).entries());
      if (href === `${window.location.pathname}${window.location.search}`) return;
      startTransition(() => router.replace(href, { scroll: false }));
    }, library.searchDebounceMs);
  };

  return (
    <Input
      type="search"
      name="q"
      defaultValue={defaultValue}
      maxLength={library.maxSearchLength}
      placeholder="Words in the copy"
      aria-busy={pending || undefined}
      onChange={(event) => follow(event.currentTarget.form)}
    />
  );
}
