export function ContactForm() {
  return (
    <form className="space-y-4"  method='post'>
      <label htmlFor="email" className='block text-sm font-medium'>Your email</label>
      <input id="email" name="email" type="email" required />
      <button type='submit' className="btn">Send message</button>
    </form>
  );
}
