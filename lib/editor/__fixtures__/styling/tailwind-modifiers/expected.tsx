export function Cta() {
  return (
    <div className="hero">
      <a
        href="/signup"
        className="bg-white hover:bg-white md:hover:bg-(--brand) p-2 md:p-6 md:hover:pt-3"
        style={{
          color: "black",
          "--brand": "#4597F7"
        }}
      >
        Start
      </a>
    </div>
  );
}
