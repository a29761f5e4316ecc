/** A span of time as the countdowns show it. */
export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole days, hours, minutes and seconds left. Seconds round up, so the last second shows 1 and
 * only the end itself (or anything after it, or an unknown span) shows zeros.
 */
export function durationParts(milliseconds: number): DurationParts {
  const total = milliseconds > 0 ? Math.ceil(milliseconds / 1_000) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3_600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}
