/** The year, as the build knows it; src/site/browser/current-year.ts puts the visitor's own year in its place. */
export function CurrentYear() {
  return <span data-current-year="">{new Date().getFullYear()}</span>;
}
