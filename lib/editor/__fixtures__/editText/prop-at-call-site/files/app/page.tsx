import { Section } from "@/components/example";

const days = 3;

export default function Page() {
  return (
    <>
      <Section title="How it works">
        <p>Three steps.</p>
      </Section>
      <Section title='Pricing' intro={`Start with a ${days}-day trial.`}>
        <p>Two plans.</p>
      </Section>
    </>
  );
}
