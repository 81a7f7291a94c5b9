type Card = { title: string; index: number };

export function Cards({ cards }: { cards: Card[] }) {
  return (
    <ol>
      {cards.map((card) => (
        <li key={card.title}>
          <h3 className="font-semibold">{card.title}</h3>
        </li>
      ))}
    </ol>
  );
}
