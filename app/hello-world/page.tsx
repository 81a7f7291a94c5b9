import type { Metadata } from "next";

// A placeholder, not content: search engines leave it out.
export const metadata: Metadata = { title: "Hello World", robots: { index: false } };

export default function HelloWorldPage() {
  return (
    <main className="grid min-h-dvh place-items-center">
      <h1 className="text-4xl font-bold">Hello World</h1>
    </main>
  );
}
