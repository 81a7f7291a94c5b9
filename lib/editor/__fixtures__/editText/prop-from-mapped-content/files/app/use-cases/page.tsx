import { UseCaseCard } from "../../components/example";
import { useCases } from "@/content/pages/use-cases";

export default function UseCasesPage() {
  return (
    <ul>
      {useCases.map((card) => (
        <li key={card.title}>
          <UseCaseCard card={card} />
        </li>
      ))}
    </ul>
  );
}
