import { Clock } from "lucide-react";
import type { ServiceTimesBlock as ServiceTimesBlockData } from "@/types/generated/content";
import { SectionShell } from "@/site/components/section-shell";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useMainChurch } from "@/site/data/church-context";
import { formatTime, weekdayName, type Weekday } from "@/lib/time";
import { SubscribePanel } from "./subscribe-panel";
import { serviceTimesStyles as s } from "./service-times-styles";

/** The sede's regular services (the same as header and footer) and the agenda subscription. */
export function ServiceTimesBlock({ block }: { block: ServiceTimesBlockData }) {
  const sede = useMainChurch();
  return (
    <SectionShell id={block.id} tone="cream" eyebrow={block.eyebrow} heading={block.heading} intro={block.intro}>
      <ul css={s.grid}>
        {(sede?.serviceTimes ?? []).map((service) => {
          const day = service.day as Weekday;
          const note = block.notes?.[day];
          return (
            <li key={`${service.day}-${service.time}`} css={s.card}>
              {/* The name is the heading screen readers jump to; day and time are shown above it. */}
              <h3 css={s.name}>{service.name}</h3>
              <p css={s.when}>
                <span css={s.icon}>
                  <Clock size={22} aria-hidden="true" />
                </span>
                <span css={s.day}>{weekdayName(day)}</span>
                <span css={visuallyHidden}>, </span>
                <span css={s.time}>{formatTime(service.time)}</span>
              </p>
              {note && <p css={s.note}>{note}</p>}
            </li>
          );
        })}
      </ul>
      {block.subscribe && <SubscribePanel subscribe={block.subscribe} />}
    </SectionShell>
  );
}
