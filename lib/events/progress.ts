// The onboarding checklist tasks a server event can complete, as a feature's answer names them (`completedTask`), so
// the screen can tell the user. The events themselves are listed in ./server.ts.
import { z } from "zod";

/** The checklist tasks the features' events count for. */
export const progressTasks = ["first_generate", "save_voice", "plan", "hooks"] as const;
export type ProgressTask = (typeof progressTasks)[number];

/** `completedTask` in a feature's answer: the checklist task its event completed, when it completed one. */
export const completedTaskSchema = z.enum(progressTasks).optional();
