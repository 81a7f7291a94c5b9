// The onboarding payloads: one schema each, shared by the screens and /api/onboarding.
import { z } from "zod";

import { onboarding } from "../config/plans";

export const onboardingTasks = ["run_demo", "first_generate", "save_voice", "plan", "hooks"] as const;
export type OnboardingTask = (typeof onboardingTasks)[number];

export const surveyGoals = ["Advertisement", "Social Media Post", "E-Mail", "Script", "Blog Article", "Other"] as const;
export const surveyRoles = ["Creator", "Founder", "Marketer", "Copywriter"] as const;

export const surveySchema = z.object({
  q1_goal: z.enum(surveyGoals, "Choose a goal."),
  q2_role: z.enum(surveyRoles, "Choose a role."),
  q3_time_per_week: z
    .number("Say how many hours a week you write.")
    .int("Hours are a whole number.")
    .min(
      onboarding.surveyHours.min,
      `Hours are between ${onboarding.surveyHours.min} and ${onboarding.surveyHours.max}.`,
    )
    .max(
      onboarding.surveyHours.max,
      `Hours are between ${onboarding.surveyHours.min} and ${onboarding.surveyHours.max}.`,
    ),
});
export type SurveyAnswers = z.infer<typeof surveySchema>;

export const taskCompleteSchema = z.object({ task: z.enum(onboardingTasks, "Unknown onboarding task.") });

export const onboardingActionSchema = z.enum(
  ["survey", "task-complete"],
  "Unknown action: use ?action=survey or ?action=task-complete.",
);

export type TaskStatus = { status: "todo" | "done" };
/** GET /api/onboarding's answer: the credits and each task's status. */
export type OnboardingStatus = { credits: number; tasks: Record<OnboardingTask, TaskStatus> };

export const onboardingStatusSchema = z.object({
  credits: z.number(),
  tasks: z.record(z.enum(onboardingTasks), z.object({ status: z.enum(["todo", "done"]) })),
}) satisfies z.ZodType<OnboardingStatus>;

/** ?action=task-complete's answer: whether this call completed the task, and the status after it. */
export const taskCompleteAnswerSchema = onboardingStatusSchema.extend({ completed: z.boolean() });

/** ?action=survey's answer. */
export const surveySavedSchema = z.object({ saved: z.literal(true) });
