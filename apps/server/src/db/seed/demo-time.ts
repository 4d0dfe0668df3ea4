import { addDays } from '@agro/domain/periods';

/**
 * A wall-clock time on a Santiago calendar date. The fixed -04:00 offset can be an hour off in
 * summer, which is irrelevant for demo rows; what matters is that the date stays the same.
 */
export function santiagoAt(date: string, hour: number, minute = 0): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-04:00`);
}

/** Seeded rows must never claim to come from the future the tests' clock has not reached. */
export function notAfter(when: Date, now: Date): Date {
  return when.getTime() < now.getTime() ? when : new Date(now.getTime() - 60_000);
}

/** A time `days` from today (negative: in the past), clamped to now. */
export function daysAgoAt(today: string, days: number, hour: number, now: Date): Date {
  return notAfter(santiagoAt(addDays(today, -days), hour), now);
}
