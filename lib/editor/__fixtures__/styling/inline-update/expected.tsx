export function Banner() {
  return (
    <section className="banner">
      <p style={{ color: "rgb(0, 0, 255)", padding: 8, margin: '0 auto' }} title="note">
        Hello
      </p>
    </section>
  );
}
