import { faqs } from "@/content/pages/landing";

export function Faq() {
  return (
    <dl>
      {faqs.map((faq) => (
        <div key={faq.question}>
          <dt className="font-semibold">{faq.question}</dt>
          <dd className="text-muted-foreground">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
