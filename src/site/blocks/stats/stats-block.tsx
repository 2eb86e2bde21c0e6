import type { CSSObject } from "@emotion/react";
import type { StatsBlock as StatsBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { StatCard } from "@/site/components/stat-card";
import { theme } from "@/site/theme/theme";

const list: CSSObject = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: theme.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
};

/** A band of figures; "escura" (default) sits on navy, "clara" on cream. */
export function StatsBlock({ block }: { block: StatsBlockData }) {
  const dark = (block.tone ?? "escura") === "escura";
  return (
    <SectionShell id={block.id} tone={dark ? "dark" : "cream"} heading={block.heading} intro={block.intro} centered>
      <ul css={list}>
        {block.items.map((stat) => (
          <li key={stat.label}>
            <StatCard stat={stat} tone={dark ? "dark" : "light"} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
