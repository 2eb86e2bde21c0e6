import type { CSSObject } from "@emotion/react";
import { BUTTON_HREF_ATTRIBUTE } from "@/site/islands/island-definition";
import { theme } from "@/site/theme/theme";
import { categoryHref } from "./use-category-query";

const { colors, radii, fontSizes } = theme;

const list: CSSObject = { display: "flex", flexWrap: "wrap", gap: "0.5rem", listStyle: "none", margin: 0, padding: 0 };
const button: CSSObject = {
  minHeight: 44,
  padding: "0 1.25rem",
  borderRadius: radii.pill,
  border: `2px solid ${colors.heading}`,
  background: colors.bg,
  color: colors.heading,
  fontWeight: 600,
  fontSize: fontSizes.sm,
  cursor: "pointer",
  '&[aria-pressed="true"]': { background: colors.heading, color: colors.bg },
};

type CategoryFilterProps = {
  categories: string[];
  active: string | null;
  onChange: (category: string | null) => void;
  /** The block's words: the filter's name for screen readers and its first button ("Todos"). */
  words: { label: string; all: string };
};

/**
 * "Todos" plus one toggle per category; the pressed one is announced with aria-pressed. Each stands for its address
 * (?category=…), where it leads if the list's code cannot load.
 */
export function CategoryFilter({ categories, active, onChange, words }: CategoryFilterProps) {
  return (
    <ul css={list} aria-label={words.label} data-requires-js>
      <li>
        <button type="button" css={button} aria-pressed={active === null} onClick={() => onChange(null)} {...{ [BUTTON_HREF_ATTRIBUTE]: categoryHref(null) }}>
          {words.all}
        </button>
      </li>
      {categories.map((category) => (
        <li key={category}>
          <button
            type="button"
            css={button}
            aria-pressed={active === category}
            onClick={() => onChange(category)}
            {...{ [BUTTON_HREF_ATTRIBUTE]: categoryHref(category) }}
          >
            {category}
          </button>
        </li>
      ))}
    </ul>
  );
}
