import type { UseCase } from "./types";

export const useCases = [
  { title: `Launch emails`, description: "A week of emails before launch day." },
  { title: `Ad variants`, description: "Three angles for every campaign." },
] as const satisfies readonly UseCase[];
