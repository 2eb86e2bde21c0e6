/** The church's mark: a cross on a hill (Monte Calvário), drawn inline so it never costs a request. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#14213d" />
      <path d="M4 33c6-6 11-9 16-9s10 3 16 9v3H4z" fill="#d4a72c" opacity="0.35" />
      <path d="M18.5 8h3v7h6v3h-6v12h-3V18h-6v-3h6z" fill="#e9c46a" />
    </svg>
  );
}
