export function Banner() {
  return (
    <section className="banner">
      <p style={{ color: "red", padding: 8, margin: '0 auto' }} title="note">
        Hello
      </p>
    </section>
  );
}
