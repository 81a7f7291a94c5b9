import { Cards } from "@/components/example";
import { steps } from "@/content/pages/landing";

export default function Page() {
  return <Cards cards={steps.filter(Boolean).map((step, index) => ({ ...step, index }))} />;
}
