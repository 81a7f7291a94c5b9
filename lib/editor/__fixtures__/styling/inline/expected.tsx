export function Banner() {
  return (
    <section className="banner">
      <p style={{
        color: "red",
        padding: "12px",
        backgroundColor: "#fff",
        zIndex: "10",
        "--gap": "4px"
      }} title="note">
        Hello
      </p>
    </section>
  );
}
