/**
 * When the build ran, for files that say when they were made (an .ics DTSTAMP). SOURCE_DATE_EPOCH
 * (the reproducible-builds convention) pins it, so two builds of the same content give the same bytes.
 */
export function buildStamp(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
}
