/** The store's clock: a review written late in a UK evening is dated that UK day. */
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'Europe/London' });

/** P §9: a review's date as dd/mm/yy; empty for a date that does not parse. */
export function reviewDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dayMonthYear.format(time);
}
