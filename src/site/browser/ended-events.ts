/**
 * The pre-rendered agenda cannot know when it is read. Each element with data-ends-at (an event, the
 * whole list) is compared with the visitor's clock: past it, its own [data-until-ended] parts go
 * ("Quero Participar", the calendar links) and its [data-when-ended] parts show ("Encerrado"); before
 * it, the [data-when-ended] parts go. Without JavaScript they stay hidden and the event looks open.
 */
export function markEndedEvents(now = Date.now()): void {
  for (const scope of document.querySelectorAll<HTMLElement>("[data-ends-at]")) {
    const ended = now >= Date.parse(scope.dataset.endsAt ?? "");
    const own = (selector: string) =>
      [...scope.querySelectorAll<HTMLElement>(selector)].filter((part) => part.parentElement?.closest("[data-ends-at]") === scope);
    for (const part of own(ended ? "[data-until-ended]" : "[data-when-ended]")) part.remove();
    if (ended) for (const part of own("[data-when-ended]")) part.hidden = false;
  }
}
