import { MESSAGES } from '@app/contracts';
import { WEEKLY_STRINGS } from '../strings';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Spec 02 section 9 relative 'generated' label: '1 day ago', 'N days ago' under 7 days,
 * '1 week ago' under 14, 'N weeks ago' under 30, otherwise the date (en-US, as the history list).
 * The spec says nothing for under a day; 'Today' reads better than '0 days ago'.
 */
export function relativeAge(generatedAt: string, now: Date): string {
  const then = new Date(generatedAt);
  const days = Math.floor((now.getTime() - then.getTime()) / DAY_MS);
  if (days < 1) return WEEKLY_STRINGS.today;
  if (days === 1) return MESSAGES.weekly.ageOneDay;
  if (days < 7) return MESSAGES.weekly.ageDays(days);
  if (days < 14) return MESSAGES.weekly.ageOneWeek;
  if (days < 30) return MESSAGES.weekly.ageWeeks(Math.floor(days / 7));
  return dateFormat.format(then);
}
