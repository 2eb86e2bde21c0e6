/** The eight routes of the spec fit on one row from this screen width (and so does anything shorter): the design's floor. */
export const FULL_NAV_FLOOR = 1200;
