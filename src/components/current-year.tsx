import { useHydrated } from "@/lib/use-hydrated";

/**
 * The year on the visitor's clock. The pre-rendered page can only say the build's year; hydration
 * keeps that text as it is, so once the page is live a new key replaces it with the device's year.
 */
export function CurrentYear() {
  const hydrated = useHydrated();
  return (
    <span key={hydrated ? "visitor" : "build"} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}
