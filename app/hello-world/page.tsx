import type { Metadata } from "next";

export const metadata: Metadata = { title: "Hello World" };

export default function HelloWorldPage() {
  return (
    <main className="grid min-h-dvh place-items-center">
      <h1 className="text-4xl font-bold">Hello World</h1>
    </main>
  );
}
