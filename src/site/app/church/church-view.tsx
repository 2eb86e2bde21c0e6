import { Fragment, type ReactNode } from "react";
import { ImageInfoProvider } from "@/site/data/image-info";
import { churchParts, type ChurchPart, type ChurchPayload } from "@/site/data/church-page";
import { ChurchContact, ChurchPlace, ChurchTimes } from "./church-parts";
import { ChurchEvents, ChurchGroups, ChurchPastors, ChurchSermons } from "./church-lists";
import { ChurchTop } from "./church-top";

/**
 * /nossas-igrejas/<slug>: one church (the sede or a congregation) as its file says it: where and when it meets, what is
 * next, the way there and the map, how to reach it, who pastors it, and its events, células and latest sermons where it
 * has them.
 * Each part is a child of <main>, in the order churchParts gives, which the pencils' map follows too.
 */
export function ChurchView({ payload }: { payload: ChurchPayload }) {
  const { church, pastors, events, groups, sermons, sermonsRoute, list, images } = payload;
  const parts: Record<ChurchPart, () => ReactNode> = {
    top: () => <ChurchTop church={church} list={list} />,
    times: () => <ChurchTimes church={church} />,
    place: () => <ChurchPlace church={church} />,
    contact: () => <ChurchContact church={church} />,
    pastors: () => <ChurchPastors pastors={pastors} />,
    events: () => <ChurchEvents events={events} />,
    groups: () => <ChurchGroups groups={groups} />,
    sermons: () => <ChurchSermons sermons={sermons} sermonsRoute={sermonsRoute} />,
  };
  return (
    <ImageInfoProvider images={images}>
      {churchParts(payload).map((part) => (
        <Fragment key={part}>{parts[part]()}</Fragment>
      ))}
    </ImageInfoProvider>
  );
}
