/** A figure against the same figure of the period before: which way it went, in whole percent. */
export interface Change {
  direction: 'up' | 'down' | 'flat';
  percent: number;
}

/** null when the period before had nothing: a change from zero has no percentage. */
export function changeOf(current: number, previous: number): Change | null {
  if (previous === 0) return null;
  const percent = Math.round(((current - previous) / previous) * 100);
  return { direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat', percent: Math.abs(percent) };
}

/** The arrow (seen, not read out: the sign says it) and the signed percentage — a true minus sign. */
export function changeParts(change: Change): { arrow: string; value: string } {
  if (change.direction === 'up') return { arrow: '▲', value: `+${change.percent}%` };
  if (change.direction === 'down') return { arrow: '▼', value: `−${change.percent}%` };
  return { arrow: '', value: '0%' };
}

/** "▲ +12%", "▼ −5%", "0%". */
export function changeText(change: Change): string {
  const { arrow, value } = changeParts(change);
  return arrow ? `${arrow} ${value}` : value;
}
