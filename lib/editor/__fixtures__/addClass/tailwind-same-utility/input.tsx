type Props = { onSubmit: (email: string) => void, };

export function NewsletterForm({ onSubmit, }: Props) {
  return (
    <form className="flex gap-2"   onSubmit={(event) => { event.preventDefault(); onSubmit(''); }}>
      <input type='email' className="rounded-md border p-2 text-sm" placeholder="you@example.com" />
      <button type="submit">Subscribe</button>
    </form>
  );
}
