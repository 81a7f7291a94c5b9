import { SpriteIcon } from "@/components/icons/sprite-icon";
import type { Faq } from "@/content/pages/types";

export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="faq-list mx-auto max-w-3xl divide-y rounded-xl border bg-background">
      {faqs.map((faq) => (
        <details key={faq.question}>
          <summary>
            <h3>{faq.question}</h3>
            <SpriteIcon name="chevron-down" />
          </summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
