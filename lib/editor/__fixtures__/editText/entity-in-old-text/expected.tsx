import Link from "next/link";

export function SiteFooter() {
  return (
    <footer className="border-t py-8 text-sm" >
      <nav aria-label='Legal'>
        <Link href="/terms">Terms &amp; Conditions</Link>
        <Link href='/privacy' className="ml-4">Privacy</Link>
      </nav>
      <p className="mt-4">&copy; 2026 Hookline &mdash; hooks &amp; headlines</p>
    </footer>
  );
}
