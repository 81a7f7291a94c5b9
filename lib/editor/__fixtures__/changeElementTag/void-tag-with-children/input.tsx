export function ContactForm() {
  return (
    <form className="space-y-4"  method='post'>
      <div className='field'>
        <label htmlFor="email">Email</label>
      </div>
    </form>
  );
}
