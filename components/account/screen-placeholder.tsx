import { SignOutButton } from "./sign-out-button";

/** An honest stand-in for a product screen that a later release fills in. */
export function ScreenPlaceholder({ title, purpose, email }: { title: string; purpose: string; email: string }) {
  return (
    <section className="mx-auto grid max-w-3xl gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{purpose}</p>
      <p className="rounded-md border bg-muted p-4 text-sm">
        This screen is not built yet. You are signed in as <strong>{email}</strong>.
      </p>
      <div>
        <SignOutButton />
      </div>
    </section>
  );
}
