export function NewsletterForm() {
  return (
    <form className='flex gap-2'   method="post">
      <input type="email" name='email' required />
      <button type="submit">Subscribe</button>{/* track clicks later */}
    </form>
  );
}
