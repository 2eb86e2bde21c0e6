import type { CSSObject } from "@emotion/react";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { withBase } from "@/lib/base-path";
import { theme } from "@/site/theme/theme";
import { useIsCurrent } from "./current-path";

const { colors, fontSizes } = theme;

const list: CSSObject = { display: "flex", alignItems: "center", gap: "0.125rem", margin: 0, padding: 0, listStyle: "none" };
const link: CSSObject = {
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  minHeight: 44,
  padding: "0 0.4375rem",
  color: colors.heading,
  fontSize: fontSizes.sm,
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "&::after": {
    content: '""',
    position: "absolute",
    left: "0.4375rem",
    right: "0.4375rem",
    bottom: 6,
    height: 3,
    borderRadius: 2,
    background: colors.accent,
    transform: "scaleX(0)",
    transition: "transform 180ms ease",
  },
  "&:hover::after": { transform: "scaleX(0.5)" },
  '&[aria-current="page"]::after': { transform: "scaleX(1)" },
};

/** Desktop navigation; the current route has aria-current="page", styled as the gold underline. */
export function MainNav() {
  const site = useSite();
  const { navigation } = useWords();
  const isCurrent = useIsCurrent();
  return (
    <nav aria-label={navigation.mainMenu}>
      {/* The phone's drawer copies these links when it first opens (src/site/browser/drawer.ts). */}
      <ul css={list} data-no-js-wrap data-main-nav="">
        {site.nav.map((item) => (
          <li key={item.href}>
            <a href={withBase(item.href)} css={link} aria-current={isCurrent(item.href) ? "page" : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
