import type { Sermon } from "@/types/generated/content";
import { SermonView } from "@/site/app/sermon/sermon-view";
import type { SermonPayload } from "@/site/data/sermons";
import { youtubeId } from "@/lib/youtube";
import { readPassage } from "../../../engine/core/passages/read-passage";
import { preacherRoute, sermonRoute, seriesRoute } from "../../../engine/core/kinds/sermons-kind";
import { publishedBody } from "../body-tools";
import { useEditorData } from "../use-editor-data";
import { entryData, withUploadedCopies, type PreviewProps } from "./entry-data";
import { PreviewBoundary, PreviewFrame } from "./preview-frame";
import { notice } from "./preview-styles";

/**
 * A sermon as its page shows it: the passages in their stored form, the notes compiled and cleaned as the build does,
 * the preacher's and the series' names from the site as published (editor-data.json's archive filters).
 */
export function SermonPreview(props: PreviewProps) {
  const data = useEditorData();
  const sermon = entryData<Partial<Sermon>>(props, data);
  const slug = String(props.entry.get("slug") ?? "nova-mensagem");
  const filters = data?.preview?.collections.sermons?.filters ?? [];
  const named = (list: string, fallback: string) => filters.find((filter) => filter.list === list)?.name ?? fallback;
  const missing = [
    ["o título", sermon.title],
    ["a data", sermon.date],
    ["quem pregou", sermon.preacher],
    ["o resumo", sermon.summary],
  ].flatMap(([what, present]) => (present ? [] : [what as string]));
  const site = data?.site;
  if (missing.length > 0 || !site || !sermon.title || !sermon.date || !sermon.preacher || !sermon.summary)
    return (
      <PreviewFrame frame={props.document} data={data} path={sermonRoute(slug)}>
        <p css={notice}>Preencha {missing.join(", ") || "a mensagem"} para ver a mensagem como ela vai aparecer no site.</p>
      </PreviewFrame>
    );
  const passages = (sermon.passages ?? []).flatMap((written) => {
    const reading = readPassage(written);
    return "passage" in reading ? [reading.passage.text] : [written];
  });
  const preacher = { slug: sermon.preacher, name: named(`pregador-${sermon.preacher}`, sermon.preacher), role: "", route: preacherRoute(sermon.preacher) };
  const series = sermon.series ? { slug: sermon.series, name: named(`serie-${sermon.series}`, sermon.series), route: seriesRoute(sermon.series) } : undefined;
  const video = sermon.video ? youtubeId(sermon.video) : undefined;
  const payload: SermonPayload = {
    sermon: {
      slug,
      route: sermonRoute(slug),
      title: sermon.title,
      date: sermon.date,
      summary: sermon.summary,
      passages,
      preacher,
      ...(series ? { series } : {}),
      ...(sermon.part ? { part: sermon.part } : {}),
      image: sermon.image ?? site.seo.image,
      video: Boolean(video),
      audio: Boolean(sermon.audio),
      ...(sermon.notes ? { notesHtml: withUploadedCopies(publishedBody(sermon.notes, site.url), props, data) } : {}),
      ...(video ? { videoId: video } : {}),
      ...(sermon.audio ? { audioUrl: sermon.audio } : {}),
    },
    preacher,
    images: {},
    home: data?.preview?.collections.sermons?.home ?? { name: site.name, route: "/" },
  };
  return (
    <PreviewFrame frame={props.document} data={data} path={sermonRoute(slug)}>
      <PreviewBoundary what="A mensagem">
        <main id="conteudo">
          <SermonView payload={payload} />
        </main>
      </PreviewBoundary>
    </PreviewFrame>
  );
}
