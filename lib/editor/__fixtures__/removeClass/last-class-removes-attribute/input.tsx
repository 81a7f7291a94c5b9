export function ContactForm() {
  return (
    <form method="post" className='space-y-4'>
      <label htmlFor="message" className="sr-only">Message</label>
      <textarea id='message' name="message" rows={5} required />
      <button type="submit" className="btn">Send</button>
    </form>
  );
}
