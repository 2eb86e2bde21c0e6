import { Clock, Navigation } from "lucide-react";
import type { NextServiceBlock as NextServiceBlockData } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { NextServiceLine } from "@/site/components/next-service-line";
import { SectionShell } from "@/site/components/section-shell";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useCollection } from "@/site/data/collections-context";
import { compactServiceTimes } from "@/site/data/site-selectors";
import { useWords } from "@/site/data/words-context";
import { withBase } from "@/lib/base-path";
import { churchRoute, directionsHref, mainChurch } from "@/lib/churches";
import { nextServiceStyles as s } from "./next-service-styles";

/**
 * "Próximo culto: hoje, 19h30 — Culto de Oração" for a church (the sede unless the block names another), worked out in
 * the visitor's browser; the week's services under it are what the page says without JavaScript.
 */
export function NextServiceBlock({ block }: { block: NextServiceBlockData }) {
  const churches = useCollection("churches");
  const words = useWords().churches;
  const church = (block.church ? churches.find((candidate) => candidate.slug === block.church) : undefined) ?? mainChurch(churches);
  if (!church) return null;
  const services = church.serviceTimes ?? [];
  return (
    <SectionShell id={block.id} heading={block.heading}>
      <div css={s.band}>
        <div css={s.facts}>
          <p css={s.church}>{church.name}</p>
          <NextServiceLine church={church} css={s.line} />
          {services.length > 0 && (
            <p css={s.week}>
              <Clock size={18} aria-hidden="true" />
              <span>
                <span css={visuallyHidden}>{`${words.servicesLabel}: `}</span>
                {compactServiceTimes(services)}
              </span>
            </p>
          )}
        </div>
        <div css={s.links}>
          <a href={withBase(churchRoute(church.slug))} css={buttonStyles.secundario}>
            {words.timesAndAddress}
            <span css={visuallyHidden}>{` – ${church.name}`}</span>
          </a>
          <a href={directionsHref(church)} target="_blank" rel="noopener noreferrer" css={buttonStyles.texto}>
            <Navigation size={16} aria-hidden="true" />
            {words.directions}
            <span css={visuallyHidden}>{` – ${church.name} ${words.mapsNewTab}`}</span>
          </a>
        </div>
      </div>
    </SectionShell>
  );
}
