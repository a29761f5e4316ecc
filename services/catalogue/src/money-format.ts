/**
 * Money as shoppers read it, from minor units: '£1,234.50', and '−£9.80' below zero. The one
 * owner of the storefront's money text, on the server and in the browser. Written out rather than
 * through Intl.NumberFormat: the first currency formatter a browser tab creates loads its locale
 * data on the main thread, 40 to 100 ms on a desktop core, in the middle of the page's start-up.
 */
export function formatPence(pence: number): string {
  const whole = Math.abs(Math.round(pence));
  const pounds = Math.floor(whole / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${pence < 0 && whole > 0 ? '−' : ''}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}
