import type * as NearMe from "./near-me";

let loading: Promise<typeof NearMe> | undefined;

/**
 * "Perto de mim" costs a page nothing until it is pressed: the page script carries this listener only, and the code
 * that asks for the position and sorts the list (near-me.ts) loads on the first press. Without JavaScript the button
 * is not shown (data-requires-js) and the list stays by state.
 */
export function listenForNearMe(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-near-me]")) {
    button.addEventListener("click", () => {
      loading ??= import("./near-me").catch((error: unknown) => {
        // A failed load (offline) is tried again at the next press.
        loading = undefined;
        throw error;
      });
      void loading.then(({ pressNearMe }) => pressNearMe(button)).catch(() => undefined);
    });
  }
}
