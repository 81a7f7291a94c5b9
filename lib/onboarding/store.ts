import "server-only";

import { onboarding } from "../config/plans";
import { getDb } from "../db";
import { logger } from "../log/logger";
import { onboardingTasks, surveyGoals, type OnboardingStatus, type OnboardingTask, type SurveyAnswers } from "./schema";

export async function onboardingStatus(userId: string): Promise<OnboardingStatus> {
  const [user, done] = await Promise.all([
    getDb().user.findUnique({ where: { id: userId }, select: { bonusCredits: true } }),
    getDb().onboardingTask.findMany({ where: { userId }, select: { task: true } }),
  ]);
  const finished = new Set(done.map((row) => row.task));
  const tasks = Object.fromEntries(
    onboardingTasks.map((task) => [task, { status: finished.has(task) ? "done" : "todo" }]),
  ) as OnboardingStatus["tasks"];
  return { credits: user?.bonusCredits ?? 0, tasks };
}

/**
 * Marks a task done and grants its credit, once: the insert and the credit are one statement, and the primary key
 * makes a repeated or concurrent call insert nothing and so grant nothing. Answers whether this call completed it.
 */
export async function completeTask(userId: string, task: OnboardingTask): Promise<boolean> {
  const rows = await getDb().$queryRaw<{ credits: number }[]>`
    WITH done AS (
      INSERT INTO onboarding_tasks (user_id, task) VALUES (${userId}, ${task})
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    UPDATE users SET bonus_credits = bonus_credits + ${onboarding.creditsPerTask}
    WHERE id = ${userId} AND EXISTS (SELECT 1 FROM done)
    RETURNING bonus_credits AS credits`;
  return rows.length > 0;
}

/**
 * Tasks this instance has seen done. A done task stays done (its row goes only with the user), so a user's later
 * generations, voices, plans and hooks end without asking the database again.
 */
const seenDone = new Set<string>();

function rememberDone(key: string): void {
  if (seenDone.size >= onboarding.rememberedDoneTasks) seenDone.clear();
  seenDone.add(key);
}

/**
 * Completes a task as a side effect of the real thing (a first generation, voice, plan or hooks), never failing it.
 * Answers the task when this call completed it, so the answer can tell the screen (analytics, checklist re-fetch).
 */
export async function completeTaskQuietly(userId: string, task: OnboardingTask): Promise<OnboardingTask | undefined> {
  const key = `${userId}:${task}`;
  if (seenDone.has(key)) return undefined;
  try {
    const completed = await completeTask(userId, task);
    rememberDone(key);
    return completed ? task : undefined;
  } catch (error) {
    logger.warn(
      { task, reason: error instanceof Error ? error.message : String(error) },
      "onboarding: could not complete a task",
    );
    return undefined;
  }
}

export async function saveSurvey(userId: string, answers: SurveyAnswers): Promise<void> {
  const data = { goal: answers.q1_goal, role: answers.q2_role, hoursPerWeek: answers.q3_time_per_week };
  await getDb().onboardingSurvey.upsert({ where: { userId }, create: { userId, ...data }, update: data });
}

/** The goal of the user's quick setup, or null before they answered it (so the survey is asked once). */
export async function surveyGoalOf(userId: string): Promise<SurveyAnswers["q1_goal"] | null> {
  const survey = await getDb().onboardingSurvey.findUnique({ where: { userId }, select: { goal: true } });
  return surveyGoals.find((goal) => goal === survey?.goal) ?? null;
}
