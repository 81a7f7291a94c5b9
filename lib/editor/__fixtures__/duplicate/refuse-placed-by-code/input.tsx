// Feature grid for the landing page (items come from the CMS).

const items = ["a", "b"];

export function List({ show }: { show: boolean }) {
  return (
    <>
      <h2>Features &amp; more</h2>

      <div className="grid">
        {/* the cards */}
        {items.map((item) => (
          <article key={item} className="card">
            {item}
          </article>
        ))}
        <footer>End</footer>
      </div>

      <aside>
        Plain text, then a <b>bold</b> word   or two.
      </aside>
      {show ? <p>Shown</p> : null}
    </>
  );
}
