export function NewsletterForm() {
  return (
    <form className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
      <input type="email" name='email' placeholder="you@example.com" className="input" required />
      <button type="submit" data-track="newsletter">Subscribe</button>
    </form>
  );
}
