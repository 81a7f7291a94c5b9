export function Cta() {
  return (
    <div className="hero">
      <a
        href="/signup"
        className="bg-white hover:bg-white md:hover:bg-[#eee] md:hover:underline p-2 md:p-6"
        style={{ color: "black" }}
      >
        Start
      </a>
    </div>
  );
}
