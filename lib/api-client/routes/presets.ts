import {
  createdPresetSchema,
  learnedVoiceAnswerSchema,
  learnVoiceSchema,
  presetInputSchema,
  presetListSchema,
  updatedPresetSchema,
} from "../../presets/schema.ts";
import { noContent } from "../no-content.ts";
import { route } from "../route.ts";

export const presetRoutes = {
  list: route({ method: "GET", path: "/api/presets", answer: presetListSchema }),
  create: route({ method: "POST", path: "/api/presets", input: presetInputSchema, answer: createdPresetSchema }),
  update: route({ method: "PUT", path: "/api/presets/:id", input: presetInputSchema, answer: updatedPresetSchema }),
  remove: route({ method: "DELETE", path: "/api/presets/:id", answer: noContent }),
  makeDefault: route({ method: "PUT", path: "/api/presets/:id/default", answer: noContent }),
  learn: route({
    method: "POST",
    path: "/api/presets/learn",
    input: learnVoiceSchema,
    answer: learnedVoiceAnswerSchema,
  }),
};
