// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ToastRegion } from "@/site/components/toast/toast-region";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TOAST_DURATION, MAX_TOASTS, showToast } from "@/lib/toasts";
import { fixtureSiteJson } from "../../support/fixture-site";
import { SiteProviders } from "../../support/site-providers";

/** The region's and the close button's words are site.json's; the tests' site keeps the defaults. */
function renderToasts() {
  render(
    <SiteProviders site={fixtureSiteJson()}>
      <ToastRegion />
    </SiteProviders>,
  );
}

const api = { show: showToast };

const messages = () => Array.from(screen.getByRole("status", { name: "Avisos" }).querySelectorAll("p")).map((p) => p.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("toasts", () => {
  it("follows the spec's constants: 3 at once, 4 seconds", () => {
    expect(MAX_TOASTS).toBe(3);
    expect(DEFAULT_TOAST_DURATION).toBe(4000);
  });

  it("lives in a polite status region that exists before any toast", () => {
    renderToasts();
    const region = screen.getByRole("status", { name: "Avisos" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(messages()).toEqual([]);
  });

  it("shows at most 3, dropping the oldest", () => {
    renderToasts();
    act(() => {
      for (const n of [1, 2, 3, 4]) api.show(`Aviso ${n}`);
    });
    expect(messages()).toEqual(["Aviso 2", "Aviso 3", "Aviso 4"]);
  });

  it("shows a repeated message once, its time starting over, and keeps the others", () => {
    renderToasts();
    act(() => void api.show("Outro aviso"));
    act(() => void api.show("Agenda pronta"));
    act(() => vi.advanceTimersByTime(3000));
    act(() => void api.show("Agenda pronta"));
    act(() => void api.show("Agenda pronta"));
    expect(messages()).toEqual(["Outro aviso", "Agenda pronta"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(messages()).toEqual(["Agenda pronta"]);
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1000));
    expect(messages()).toEqual([]);
  });

  it("removes a toast after 4 s, not before", () => {
    renderToasts();
    act(() => void api.show("Calendário baixado"));
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1));
    expect(messages()).toEqual(["Calendário baixado"]);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toEqual([]);
  });

  it("honours a custom duration and counts each toast from its own start", () => {
    renderToasts();
    act(() => void api.show("Primeiro"));
    act(() => vi.advanceTimersByTime(2000));
    act(() => void api.show("Longo", { duration: 10_000 }));
    act(() => vi.advanceTimersByTime(2000));
    expect(messages()).toEqual(["Longo"]);
    act(() => vi.advanceTimersByTime(8000));
    expect(messages()).toEqual([]);
  });

  it("closes with its button and waits while the pointer is over it", () => {
    renderToasts();
    act(() => void api.show("Um"));
    act(() => void api.show("Dois"));
    fireEvent.mouseEnter(screen.getByRole("status", { name: "Avisos" }));
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION * 3));
    expect(messages()).toEqual(["Um", "Dois"]);
    fireEvent.click(screen.getAllByRole("button", { name: "Fechar aviso" })[0] as HTMLElement);
    expect(messages()).toEqual(["Dois"]);
    fireEvent.mouseLeave(screen.getByRole("status", { name: "Avisos" }));
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION));
    expect(messages()).toEqual([]);
  });
});
