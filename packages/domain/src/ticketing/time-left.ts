// An unpaid order's time to pay as words say it ("剩余 14 分 45 秒", "14 min 45 s left"), not as a clock
// ("14:45" read as a time of day): the whole hours, minutes and seconds of what is left. The screen puts
// them into its language's sentence; a part that is zero above the first non-zero one is left out.

export interface TimeLeftParts {
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** The parts of `seconds` left (rounded down, never below zero; anything unreadable is none left). */
export const timeLeftParts = (seconds: number): TimeLeftParts => {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
};

/**
 * Which sentence says the time left: with hours from an hour up, with minutes from a minute up, else
 * seconds alone ("剩余 45 秒"), so a buyer never reads "0 分 45 秒" or "0 小时 5 分".
 */
export const timeLeftForm = ({ hours, minutes }: TimeLeftParts): 'hours' | 'minutes' | 'seconds' =>
  hours > 0 ? 'hours' : minutes > 0 ? 'minutes' : 'seconds';
