import { MapPinned } from "lucide-react";
import type { Image } from "@/types/generated/content";
import { buttonStyles } from "@/site/components/button-styles";
import { Picture } from "@/site/components/picture";
import { SmartLink } from "@/site/components/smart-link";
import { visuallyHidden } from "@/site/components/visually-hidden";
import { useSite } from "@/site/data/site-context";
import { useWords } from "@/site/data/words-context";
import { mapsEmbedSrc } from "@/lib/maps";
import { embedAttributes } from "@/lib/embed-frame";
import { mapStyles as s } from "./map-styles";

/** `image`: the content's preview; without one (a church's page), a plain drawn ground that asks for nothing. */
type MapFacadeProps = { image?: Image; query: string; zoom: number; place: string };

/**
 * Privacy facade (docs/product-decisions.md): an original preview and a "Carregar mapa" button. Nothing is
 * requested from Google until the visitor asks: the frame is only described by the box's attributes
 * (src/lib/embed-frame.ts) until src/site/browser/embed-facades.ts puts it in the preview's place. The CSP's frame-src allows
 * only the map hosts.
 */
export function MapFacade({ image, query, zoom, place }: MapFacadeProps) {
  const site = useSite();
  const words = useWords().mapFacade;
  return (
    <div css={s.frameBox} {...embedAttributes({ src: mapsEmbedSrc(query, zoom), title: words.mapTitle.replaceAll("{lugar}", place) })}>
      {image ? <Picture image={image} sizes="(min-width: 1100px) 680px, 100vw" imgCss={s.preview} /> : <div css={s.plainPreview} />}
      <div css={s.overlay}>
        <div css={s.prompt} data-requires-js>
          <MapPinned size={28} aria-hidden="true" css={s.promptIcon} />
          <button type="button" data-embed-load="" css={[buttonStyles.primario, s.load]}>
            {words.loadMap}
          </button>
          <p css={s.promptText}>
            {`${words.privacyNotice} `}
            <SmartLink href={site.legal.privacy.href} css={s.promptLink}>
              {words.learnMore}
              <span css={visuallyHidden}>{` ${words.learnMoreAbout}`}</span>
            </SmartLink>
          </p>
        </div>
      </div>
    </div>
  );
}
