import { features } from "@/content/pages/features";

export function FeatureGrid() {
  return (
    <ul className="grid gap-6">
      {features.map((feature) => (
        <li key={feature.id}>
          <h2 className="text-lg font-semibold">{feature.title}</h2>
          {feature.details.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </li>
      ))}
    </ul>
  );
}
