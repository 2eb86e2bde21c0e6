import { CalendarDays, MapPin } from "lucide-react";
import type { AgendaEventEntry } from "@/types/content-entries";
import { buttonStyles } from "@/site/components/button-styles";
import { SectionShell } from "@/site/components/section-shell";
import { Picture } from "@/site/components/picture";
import { visuallyHidden } from "@/site/components/visually-hidden";
import type { ChurchGroup, ChurchPerson } from "@/site/data/church-page";
import { useWords } from "@/site/data/words-context";
import { GroupCard } from "@/site/blocks/group-list/group-card";
import { groupListWords } from "@/site/blocks/group-list/group-list-words";
import { SermonCard } from "@/site/components/sermons/sermon-card";
import type { SermonSummary } from "@/site/data/sermons";
import { cardDate, timeRange } from "@/site/blocks/event-list/event-text";
import { withBase } from "@/lib/base-path";
import { endInstant, eventRoute } from "@/lib/calendar";
import { initialsOf } from "@/site/blocks/testimony-list/initials";
import { churchStyles as s } from "./church-styles";

/** "Pastor Daniel Ferreira" → "DF": the avatar is the person's, not their title's. */
const TITLE = /^(pastora?|presb[ií]tera?|di[aá]cono|diaconisa|irm[aã]o?|mission[aá]ri[oa]|evangelista|bispo|bispa|ap[oó]stolo|pr\.?|pra\.?)\s+/i;
const personInitials = (name: string) => initialsOf(name.replace(TITLE, ""));

/** Who pastors the church, from the people entries its file names. */
export function ChurchPastors({ pastors }: { pastors: readonly ChurchPerson[] }) {
  const words = useWords().churchPage;
  return (
    <SectionShell id="pastores" tone="cream" eyebrow={words.pastorsEyebrow} heading={pastors.length === 1 ? words.pastorOne : words.pastorMany}>
      <ul css={s.people}>
        {pastors.map((person) => (
          <li key={person.slug} css={s.person}>
            <span css={s.avatar} aria-hidden={person.photo ? undefined : "true"}>
              {person.photo ? <Picture image={person.photo} sizes="64px" /> : personInitials(person.name)}
            </span>
            <span>
              <h3 css={s.personName}>{person.name}</h3>
              <p css={s.personRole}>{person.role}</p>
            </span>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/**
 * Its events still ahead, soonest first, each leading to its own page (/agenda/<slug>). The page script marks one over by the
 * visitor's clock ("Encerrado"), as on the agenda (src/site/browser/ended-events.ts).
 */
export function ChurchEvents({ events }: { events: readonly AgendaEventEntry[] }) {
  const words = useWords().churchPage;
  return (
    <SectionShell id="eventos" eyebrow={words.eventsEyebrow} heading={words.eventsHeading}>
      <ul css={s.list}>
        {events.map((event) => (
          <li key={event.slug}>
            <article css={s.event} data-ends-at={endInstant(event)}>
              <span css={s.ended} data-when-ended="" hidden>
                {words.ended}
              </span>
              <h3 css={s.eventTitle}>{event.title}</h3>
              <p css={s.eventFact}>
                <CalendarDays size={16} aria-hidden="true" /> <time dateTime={event.date}>{cardDate(event)}</time>, {timeRange(event)}
              </p>
              <p css={s.eventFact}>
                <MapPin size={16} aria-hidden="true" /> {event.location}
              </p>
              <a href={withBase(eventRoute(event.slug))} css={[buttonStyles.texto, s.eventLink]}>
                {words.seeOnAgenda}
                <span css={visuallyHidden}>{`: ${event.title}`}</span>
              </a>
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/** The church's células, as the células page shows them, with "Quero participar". */
export function ChurchGroups({ groups }: { groups: readonly ChurchGroup[] }) {
  const words = useWords().churchPage;
  const all = groups[0]?.href;
  return (
    <SectionShell id="celulas" tone="cream" eyebrow={words.groupsEyebrow} heading={words.groupsHeading}>
      <ul css={s.list}>
        {groups.map(({ group, words: cardWords }) => (
          <li key={group.name}>
            <GroupCard group={group} words={groupListWords(cardWords)} />
          </li>
        ))}
      </ul>
      {all && (
        <p css={s.more}>
          <a href={withBase(all)} css={buttonStyles.texto}>
            {words.allGroups}
          </a>
        </p>
      )}
    </SectionShell>
  );
}

/**
 * The latest sermons preached there, as the sermons' page shows them but without their summaries (a third of a
 * congregation's page's last bytes in its first round trip: docs/performance.md), and the way to all of them.
 */
export function ChurchSermons({ sermons, sermonsRoute }: { sermons: readonly SermonSummary[]; sermonsRoute?: string }) {
  const { churchPage: words, sermons: cardWords } = useWords();
  return (
    <SectionShell id="mensagens" eyebrow={words.sermonsEyebrow} heading={words.sermonsHeading}>
      <ul css={s.sermons}>
        {sermons.map((sermon) => (
          <li key={sermon.slug}>
            <SermonCard sermon={sermon} words={cardWords} brief />
          </li>
        ))}
      </ul>
      {sermonsRoute && (
        <p css={s.more}>
          <a href={withBase(sermonsRoute)} css={buttonStyles.texto}>
            {words.allSermons}
          </a>
        </p>
      )}
    </SectionShell>
  );
}
