/** Dates people pick (shipments, the audit trail) are Kyiv calendar days, whatever the server's zone. */
const KYIV = 'Europe/Kyiv';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: KYIV,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Kyiv's offset from UTC at an instant, in minutes (120 in winter, 180 in summer). */
function kyivOffsetMinutes(at: Date): number {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return Math.round((wall - at.getTime()) / 60_000);
}

/** The instant a Kyiv day (YYYY-MM-DD) begins. Clocks change at 03:00/04:00, never at midnight. */
export function kyivDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - kyivOffsetMinutes(new Date(utcMidnight)) * 60_000;
  return new Date(utcMidnight - kyivOffsetMinutes(new Date(guess)) * 60_000);
}

/** The instant the Kyiv day after `day` begins: the exclusive end of an inclusive date range. */
export function kyivDayEnd(day: string): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return kyivDayStart(next);
}
