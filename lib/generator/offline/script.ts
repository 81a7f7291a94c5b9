// The offline writer's video scripts: timed scenes from the hook to the call to action, within the chosen duration.
import { durationLabel } from "../options";
import { asQuestion, asSentence, midSentence, upperFirst } from "../pipeline/text-rules";
import type { GeneratorInput } from "../schema";
import type { OfflineBrief } from "./brief";
import { ordered } from "./points";

export function script(input: GeneratorInput, brief: OfflineBrief, angle: number, first: readonly string[]): string {
  const seconds = input.duration ?? 60;
  const topic = brief.topic || brief.product;
  const pain = brief.pains[0];
  const points = ordered(
    first,
    angle === 0
      ? [...brief.pains.slice(1), ...brief.features, ...brief.benefits, ...brief.usps]
      : [...brief.benefits, ...brief.features, ...brief.usps, ...brief.pains.slice(1)],
  ).filter((point) => point !== pain);
  const named = upperFirst(topic).replace(/[.!?]+$/, "");
  const hook =
    angle === 0
      ? pain
        ? asQuestion(upperFirst(pain))
        : `${named}? Here's what to know.`
      : `${named}, in ${durationLabel(seconds)}.`;
  const solution =
    brief.product && brief.summary
      ? `${brief.product}: ${midSentence(brief.summary, brief.names)}.`
      : brief.summary
        ? asSentence(upperFirst(brief.summary))
        : brief.product
          ? `Meet ${brief.product}.`
          : "";
  const opening: [string, string, string][] = [["HOOK", hook, "Close-up, direct to camera"]];
  if (pain && angle === 1)
    opening.push(["PROBLEM", asSentence(upperFirst(pain)), "Show the problem as the viewer knows it"]);
  if (solution) opening.push(["SOLUTION", solution, "Show it in action"]);
  const product = brief.product || input.title;
  const tryIt = product ? `Try ${product} today.` : "Follow for more like this.";
  const end: [string, string, string] = [
    "CALL TO ACTION",
    brief.offer ? `${asSentence(upperFirst(brief.offer))} ${tryIt}` : tryIt,
    product ? `End card with ${product}'s name and where to find it` : "End card with your handle",
  ];
  // Every scene gets at least 3 seconds; when points outnumber the scenes left, a scene says two or more of them.
  const room = Math.max(0, Math.floor(seconds / 3) - opening.length - 1);
  const perScene = room > 0 ? Math.ceil(points.length / room) : 0;
  const pointScenes: [string, string, string][] = [];
  for (let index = 0; perScene > 0 && index < points.length; index += perScene) {
    pointScenes.push([
      "KEY POINT",
      points
        .slice(index, index + perScene)
        .map((point) => asSentence(upperFirst(point)))
        .join(" "),
      "On-screen text with the point",
    ]);
  }
  const beats = [...opening, ...pointScenes, end];
  const step = Math.floor(seconds / beats.length);
  const stamp = (at: number) => `${Math.floor(at / 60)}:${String(at % 60).padStart(2, "0")}`;
  return [
    `${upperFirst(input.title || topic)} (${durationLabel(seconds)})`,
    ...beats.map(
      ([name, words, visual], index) =>
        `[${stamp(index * step)}–${stamp(index === beats.length - 1 ? seconds : (index + 1) * step)}] ${name}\n${words}\n(${visual})`,
    ),
  ].join("\n\n");
}
