export function ContactForm() {
  return (
    <form method='post' action="/api/contact">
      <label htmlFor='topic'>Topic</label>
      <select id="topic" name="topic" >
        <option value="bug">Bug</option>
        <option value='feature'>Feature</option>
      </select>
    </form>
  );
}
