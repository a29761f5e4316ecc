/** The width the server draws the filter bar for; the browser's own width takes over once the bar runs. */
export const FILTER_BAR_SERVER_WIDTH = 1280;
