"use client";

import { useId, useState } from "react";

import { roiCalculator } from "@/lib/config/marketing/pages";
import { formatUsd, weeklyRoi } from "@/lib/marketing/roi";

const defaultHours = 10;

export function RoiCalculator() {
  const id = useId();
  const [hours, setHours] = useState(defaultHours);
  const { hoursSaved, moneySaved } = weeklyRoi(hours);
  return (
    <div className="grid gap-6 rounded-xl border bg-background p-6 shadow-sm sm:p-8">
      <div className="grid gap-3">
        {/* The output sits beside its label, not inside it: a label may hold only its own control. */}
        <p className="font-medium">
          <label htmlFor={`${id}-hours`}>Hours you spend writing copy each week:</label>{" "}
          <output htmlFor={`${id}-hours`} data-testid="roi-hours">
            {hours}
          </output>
        </p>
        <input
          id={`${id}-hours`}
          type="range"
          min={roiCalculator.minHoursPerWeek}
          max={roiCalculator.maxHoursPerWeek}
          step={roiCalculator.step}
          value={hours}
          onChange={(event) => setHours(Number(event.target.value))}
          className="w-full accent-primary"
        />
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{roiCalculator.minHoursPerWeek} h</span>
          <span>{roiCalculator.maxHoursPerWeek} h</span>
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2" aria-live="polite">
        <div className="rounded-lg bg-secondary p-4">
          <dt className="text-sm text-secondary-foreground">Time saved each week</dt>
          <dd className="text-3xl font-bold" data-testid="roi-hours-saved">
            {hoursSaved} h
          </dd>
        </div>
        <div className="rounded-lg bg-secondary p-4">
          <dt className="text-sm text-secondary-foreground">Money saved each week</dt>
          <dd className="text-3xl font-bold" data-testid="roi-money-saved">
            {formatUsd(moneySaved)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        Assumes a rate of {formatUsd(roiCalculator.hourlyRate)} an hour and that Hookline takes{" "}
        {Math.round(roiCalculator.timeSavedShare * 100)}% of the drafting time off your plate.
      </p>
    </div>
  );
}
