export function ContactForm() {
  return (
    <form className="space-y-4" method='post'>
      <textarea name="message" rows={8}  maxLength={500} placeholder='Tell us more…' />
    </form>
  );
}
