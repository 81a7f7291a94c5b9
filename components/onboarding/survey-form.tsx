"use client";

import { Loader2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { track } from "@/lib/analytics/track";
import { call } from "@/lib/api-client/call";
import { onboardingRoutes } from "@/lib/api-client/routes/onboarding";
import { onboarding } from "@/lib/config/plans";
import { checklistPath } from "@/lib/onboarding/guard";
import { surveyGoals, surveyRoles, type SurveyAnswers } from "@/lib/onboarding/schema";
import { localStorageKeys } from "@/lib/storage-keys";

function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-primary"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The quick-setup survey: a goal, a role and weekly hours; Continue waits for both choices and for the request. */
export function SurveyForm() {
  const router = useRouter();
  const [goal, setGoal] = useState<SurveyAnswers["q1_goal"] | null>(null);
  const [role, setRole] = useState<SurveyAnswers["q2_role"] | null>(null);
  const [hours, setHours] = useState<number>(onboarding.surveyHours.default);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!goal || !role || sending) return;
    setSending(true);
    const answers: SurveyAnswers = { q1_goal: goal, q2_role: role, q3_time_per_week: hours };
    try {
      localStorage.setItem(localStorageKeys.onboardingSurvey, JSON.stringify(answers));
      // The survey's answer is not read, and a failed call does not hold the user up.
      await call(onboardingRoutes.saveSurvey, answers);
    } catch {
      // Storage unavailable: the page goes on without it.
    }
    track("survey_completed", { goal, role, hours });
    router.push(checklistPath);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-8" aria-label="Quick setup">
      <Choices
        legend="What do you want to write first?"
        name="q1_goal"
        options={surveyGoals}
        value={goal}
        onChange={setGoal}
      />
      <Choices
        legend="Which best describes you?"
        name="q2_role"
        options={surveyRoles}
        value={role}
        onChange={setRole}
      />
      <div className="grid gap-2">
        {/* The value sits beside its label, not inside it: a label holds no other form control. */}
        <p className="flex items-baseline gap-1 font-semibold">
          <label htmlFor="survey-hours">Hours a week you spend writing copy:</label>
          <output htmlFor="survey-hours">{hours}</output>
        </p>
        <input
          id="survey-hours"
          type="range"
          min={onboarding.surveyHours.min}
          max={onboarding.surveyHours.max}
          step={1}
          value={hours}
          onChange={(event) => setHours(Number(event.target.value))}
          className="w-full accent-primary"
        />
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{onboarding.surveyHours.min}</span>
          <span>{onboarding.surveyHours.max}</span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={!goal || !role || sending}>
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Continue
        </Button>
        {/* Optional: the checklist asks again later, and nothing waits on the answers. */}
        <Button asChild size="lg" variant="ghost">
          <Link href={checklistPath}>Skip for now</Link>
        </Button>
      </div>
    </form>
  );
}
