export function NewsletterForm() {
  return (
    <form className='flex gap-2'   method="post">
      <input type="email" name='email' required />
      <button type="submit" title={"Get \"Hook of the week\""}>Subscribe</button>{/* track clicks later */}
    </form>
  );
}
