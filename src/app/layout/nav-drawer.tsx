import { useEffect, useRef, type KeyboardEvent } from "react";
import type { CSSObject } from "@emotion/react";
import { X } from "lucide-react";
import { NavLink } from "react-router-dom";
import { SmartLink } from "@/components/smart-link";
import { buttonStyles } from "@/components/button-styles";
import { useSite } from "@/content/site-context";
import { theme } from "@/theme/theme";

const { colors, fontSizes, space, shadows, mq } = theme;

const dialog: CSSObject = {
  margin: 0,
  marginLeft: "auto",
  padding: 0,
  border: 0,
  width: "min(22rem, 86vw)",
  maxWidth: "none",
  height: "100dvh",
  maxHeight: "none",
  background: colors.white,
  color: colors.ink,
  boxShadow: shadows.raised,
  "&::backdrop": { background: "rgba(11, 20, 40, 0.55)" },
  "&[open]": { animation: "drawer-in 200ms ease-out" },
  "@keyframes drawer-in": { from: { transform: "translateX(100%)" }, to: { transform: "none" } },
  [mq.reducedMotion]: { "&[open]": { animation: "none" } },
};
const top: CSSObject = { display: "flex", alignItems: "center", justifyContent: "space-between", padding: `${space.md} ${space.lg}`, borderBottom: `1px solid ${colors.line}` };
const closeButton: CSSObject = { display: "grid", placeItems: "center", width: 44, height: 44, border: 0, borderRadius: 999, background: colors.cream, color: colors.navy, cursor: "pointer" };
const list: CSSObject = { listStyle: "none", margin: 0, padding: `${space.sm} 0` };
const link: CSSObject = {
  display: "flex",
  alignItems: "center",
  minHeight: 48,
  padding: `0 ${space.lg}`,
  color: colors.navy,
  fontWeight: 600,
  fontSize: fontSizes.lg,
  textDecoration: "none",
  borderLeft: "4px solid transparent",
  '&[aria-current="page"]': { borderLeftColor: colors.gold, background: colors.cream },
};

type NavDrawerProps = { open: boolean; onClose: () => void };

/**
 * The phone menu (spec: a right-side drawer). A native modal <dialog> makes the page behind inert
 * and closes on Escape; the Tab wrap keeps focus inside in every browser.
 */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const site = useSite();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab" || !ref.current) return;
    const focusable = ref.current.querySelectorAll<HTMLElement>("a[href], button");
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog ref={ref} id="menu-celular" aria-label="Menu" css={dialog} onClose={onClose} onKeyDown={keepFocusInside}>
      <div css={top}>
        <span css={{ fontWeight: 700, color: colors.navy }}>Menu</span>
        <button type="button" css={closeButton} onClick={onClose} aria-label="Fechar menu">
          <X size={22} aria-hidden />
        </button>
      </div>
      <nav aria-label="Menu do celular">
        <ul css={list}>
          {site.nav.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} end={item.href === "/"} css={link} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div css={{ padding: space.lg }}>
        <SmartLink href={site.headerAction.href} css={[buttonStyles.primario, { width: "100%" }]} onClick={onClose}>
          {site.headerAction.label}
        </SmartLink>
      </div>
    </dialog>
  );
}
