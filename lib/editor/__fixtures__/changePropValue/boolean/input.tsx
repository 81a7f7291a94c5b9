import Link from "next/link";

export function SiteNav() {
  return (
    <nav aria-label='Main'  className="flex gap-4">
      <Link href="/blog" prefetch={false}>Blog</Link>
      <Link href='/login'>Log in</Link>
    </nav>
  );
}
