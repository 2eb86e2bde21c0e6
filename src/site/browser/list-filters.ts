/**
 * Lists a visitor narrows with selects (the groups by day and region), without React: each
 * `select[data-filter-key="day"]` keeps the `[data-filter-item]`s whose `data-filter-day` matches (an
 * empty choice keeps all). `[data-filter-count]` says how many remain, from its `data-count-one` and
 * `data-count-many` ("{n} células"); `[data-filter-empty]` shows when none does. Without this script
 * the selects are hidden (data-requires-js) and the whole list shows.
 */
function applyFilter(container: HTMLElement): void {
  const selects = [...container.querySelectorAll<HTMLSelectElement>("select[data-filter-key]")];
  let shown = 0;
  for (const item of container.querySelectorAll<HTMLElement>("[data-filter-item]")) {
    const matches = selects.every((select) => select.value === "" || item.dataset[`filter${capitalise(select.dataset.filterKey ?? "")}`] === select.value);
    item.hidden = !matches;
    if (matches) shown++;
  }
  const count = container.querySelector<HTMLElement>("[data-filter-count]");
  if (count) count.textContent = (shown === 1 ? count.dataset.countOne : count.dataset.countMany)?.replace("{n}", String(shown)) ?? String(shown);
  const empty = container.querySelector<HTMLElement>("[data-filter-empty]");
  if (empty) empty.hidden = shown > 0;
}

const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

export function enableListFilters(): void {
  for (const container of document.querySelectorAll<HTMLElement>("[data-filter]")) {
    for (const select of container.querySelectorAll<HTMLSelectElement>("select[data-filter-key]"))
      select.addEventListener("change", () => applyFilter(container));
    // A page restored from the back/forward cache or with remembered form values shows what its selects say.
    applyFilter(container);
  }
}
