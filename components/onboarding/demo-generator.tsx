"use client";

import { notify } from "@/components/feedback/notify";
import { GeneratorPanel } from "@/components/generator/generator";
import { demoBrief, demoContentTypes, type DemoCategory } from "@/lib/onboarding/demo";
import { demoUnavailableMessage } from "@/lib/onboarding/messages";

import { DemoContinue } from "./demo-continue";
import { useDemoGeneration } from "./use-demo-generation";

const unavailable = () => void notify("info", { title: demoUnavailableMessage });

/** The demo generator: the real generator's form and output, prefilled, writing the category's sample. */
export function DemoGenerator({ category, signedIn }: { category: DemoCategory; signedIn: boolean }) {
  const generation = useDemoGeneration();
  const { status, text } = generation.state;
  return (
    <div className="grid gap-8">
      <GeneratorPanel
        generation={generation}
        presets={[]}
        defaultPreset=""
        initial={demoBrief(category)}
        contentTypes={demoContentTypes}
        unavailable={unavailable}
      />
      <div>
        <DemoContinue ready={status === "done" && text !== ""} category={category} signedIn={signedIn} />
      </div>
    </div>
  );
}
