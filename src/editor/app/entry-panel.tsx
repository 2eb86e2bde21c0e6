import { useCallback, useEffect, useState, useSyncExternalStore, type CSSProperties } from "react";
import { createRoot } from "react-dom/client";
import type { Site } from "@/types/generated/content";
import { whatsappHref } from "@/lib/whatsapp";
import generated from "../generated/decap-config.json";
import type { DecapConfig } from "../shared/decap-types";
import { editorConfig, type SavingEditor } from "../shared/editor-settings";
import { runningSettings } from "./page-settings";
import type { CheckProblem, EntryChecks } from "../shared/entry-checks";
import { checksSource, type ChecksSource } from "./entry-checks";
import { fieldPath } from "./field-labels";
import { decapEditor } from "./field-links";
import { clearFormProblems, FORM_PROBLEMS_CSS, showFormProblems } from "./form-problems";
import { fieldsOf, formPath } from "./problem-places";
import { currentRefusal, subscribeToRefusals, useRefusal, type RefusedProblem } from "./refusal";

/**
 * The top of an entry's form: what stopped the last save (the problems, each also beside its field: form-problems.ts)
 * and the state of the checks of the entry's change ("Verificando…", "Pode publicar", "Não passou: …") with who
 * approves it, so a volunteer never leaves the editor to learn whether her change can go to the site.
 */

const GENERATED = generated as unknown as DecapConfig;
const HOST_ID = "painel-da-entrada";
/** "#/collections/posts/entries/2026-10-retiro" or "#/collections/posts/new": the entry on screen. */
const ENTRY_ROUTE = /^#\/collections\/([^/]+)\/(?:entries\/(.+?)|new)(?:[?#].*)?$/;

/** How this copy of the editor saves, when it does (the panel runs only in a copy that saves). */
const savingSettings = (): SavingEditor | undefined => {
  const settings = runningSettings();
  return settings.mode === "local" || settings.mode === "github" ? settings : undefined;
};

/** The entry on screen, by the hash, as the check before saving names it ("posts/2026-10-retiro"; a new one "posts/"). */
function entryOnScreen(hash: string): { collection: string; slug: string } | undefined {
  const match = ENTRY_ROUTE.exec(hash);
  return match ? { collection: match[1] ?? "", slug: decodeURIComponent(match[2] ?? "") } : undefined;
}

let saves = 0;
const saveListeners = new Set<() => void>();
/** Decap saved (or published) an entry: its checks are asked again. Called from Decap's postSave and postPublish. */
export function noteEntrySaved(): void {
  saves += 1;
  saveListeners.forEach((listener) => listener());
}
const useSaves = () =>
  useSyncExternalStore(
    (listener) => {
      saveListeners.add(listener);
      return () => saveListeners.delete(listener);
    },
    () => saves,
  );

function useHash(): string {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener("hashchange", listener);
      return () => window.removeEventListener("hashchange", listener);
    },
    () => window.location.hash,
  );
}

type Shown = { state: "loading" } | { state: "unavailable" } | EntryChecks;

/** Asks for the checks' state of the entry, again after each save, and every `pollMs` while they run. */
function useEntryChecks(source: ChecksSource | undefined, collection: string, slug: string): [Shown | undefined, () => void] {
  const [shown, setShown] = useState<Shown | undefined>();
  const [asked, setAsked] = useState(0);
  const saved = useSaves();
  const again = useCallback(() => setAsked((count) => count + 1), []);
  useEffect(() => {
    if (!source || !slug) return setShown(undefined);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const checks = await source.read(collection, slug);
        if (stopped) return;
        setShown(checks);
        if (checks.state === "pending") timer = setTimeout(read, source.pollMs);
      } catch {
        if (!stopped) setShown({ state: "unavailable" });
      }
    };
    setShown((before) => (before && before.state !== "none" ? { state: "loading" } : before));
    void read();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [source, collection, slug, saved, asked]);
  return [shown, again];
}

const box: CSSProperties = { margin: "12px 0 4px", padding: "10px 12px", borderRadius: 6, font: "15px/1.45 system-ui, sans-serif", color: "#1f2937" };
const tones = {
  neutral: { ...box, border: "1px solid #c7cbd1", background: "#f6f7f9" },
  good: { ...box, border: "1px solid #6cc08b", background: "#eefaf2", color: "#0f4d27" },
  bad: { ...box, border: "2px solid #b42318", background: "#fef3f2", color: "#7a271a" },
} satisfies Record<string, CSSProperties>;
const list: CSSProperties = { margin: "6px 0 0", paddingLeft: 20 };
const small: CSSProperties = { margin: "6px 0 0" };
const button: CSSProperties = {
  marginTop: 8,
  padding: "8px 12px",
  border: "1px solid #7a271a",
  borderRadius: 6,
  background: "#fff",
  color: "#7a271a",
  font: "600 14px system-ui, sans-serif",
};
const whatsappLink: CSSProperties = {
  display: "inline-block",
  marginTop: 8,
  padding: "8px 12px",
  borderRadius: 6,
  background: "#1f7a3f",
  color: "#fff",
  fontWeight: 600,
  textDecoration: "none",
};

/** "Seções › 3 (Abertura do topo) › Título: a página …", for a problem the check found in this entry's own file. */
function placeCheckProblem(problem: CheckProblem, collection: string, slug: string, file: string | undefined): RefusedProblem {
  if (!problem.pointer || !file || problem.file !== file) return { where: problem.file?.split("/").slice(1).join("/") ?? "", message: problem.message };
  const entry = (decapEditor(document) as { props?: { entry?: { getIn?(path: string[]): { toJS?(): unknown } } } } | undefined)?.props?.entry;
  const data = entry?.getIn?.(["data"])?.toJS?.();
  const running = savingSettings() && editorConfig(savingSettings()!).collections.find((candidate) => candidate.name === collection);
  const fields = fieldsOf(running, slug);
  return { field: formPath(problem.pointer), where: fieldPath(problem.pointer, fields, data), message: problem.message };
}

/** The file Decap keeps this entry in, as the checks name it (the running configuration: its content folder). */
function entryFile(collection: string, slug: string): string | undefined {
  const settings = savingSettings();
  if (!settings) return undefined;
  const found = editorConfig(settings).collections.find((candidate) => candidate.name === collection);
  if (found?.files) return found.files.find((file) => file.name === slug)?.file;
  return found?.folder ? `${found.folder}/${slug}.json` : undefined;
}

/** Who approves, asked once per page (it changes only when the settings are published). */
let approverAsked: Promise<Site["approver"]> | undefined;
const APPROVER_RETRY_MS = 3000;
function useApprover(source: ChecksSource): Site["approver"] | "unknown" {
  const [approver, setApprover] = useState<Site["approver"] | "unknown">("unknown");
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    approverAsked ??= source.approver();
    approverAsked.then(
      (found) => !stopped && setApprover(found),
      () => {
        approverAsked = undefined;
        // Asked again: one failed request (a phone's connection, the editor's server starting) must not hide who
        // approves until the page is loaded again.
        if (!stopped) retry = setTimeout(() => setAttempt((count) => count + 1), APPROVER_RETRY_MS);
      },
    );
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, [source, attempt]);
  return approver;
}

function Approver({ source, what, checks }: { source: ChecksSource; what: string; checks: EntryChecks }) {
  const approver = useApprover(source);
  if (approver === "unknown") return null;
  if (!approver)
    return (
      <p style={small}>
        Quem aprova as publicações ainda não foi escrito em Configurações do site › Quem aprova as publicações: combine com quem cuida do site.
      </p>
    );
  const ready = checks.state === "success";
  const text = `Olá, ${approver.name}! Salvei uma mudança no site (${what}). ${ready ? "A verificação passou: pode revisar e publicar pelo editor?" : "Pode me ajudar com ela no editor?"} ${window.location.href}`;
  return (
    <p style={small}>
      {ready ? "Mude o Status para Em revisão e avise quem aprova: " : "Quem aprova: "}
      <strong>{approver.name}</strong>.
      {approver.whatsapp && (
        <>
          <br />
          <a style={whatsappLink} href={whatsappHref(approver.whatsapp, text)} target="_blank" rel="noopener noreferrer">
            Avisar {approver.name} pelo WhatsApp
          </a>
        </>
      )}
    </p>
  );
}

function ChecksLine({ shown, source, collection, slug, again }: { shown: Shown; source: ChecksSource; collection: string; slug: string; again: () => void }) {
  const label = GENERATED.collections.find((candidate) => candidate.name === collection)?.label ?? collection;
  const title = document.querySelector<HTMLInputElement>("#nc-root input[id^='title-field'], #nc-root input[id^='name-field']")?.value;
  const what = `${label}: ${title || slug}`;
  if (shown.state === "none") return null;
  if (shown.state === "loading")
    return (
      <div role="status" style={tones.neutral}>
        <strong>Verificação:</strong> verificando…
      </div>
    );
  if (shown.state === "unavailable")
    return (
      <div role="status" style={tones.neutral}>
        <strong>Verificação:</strong> não foi possível saber agora (sem internet?).{" "}
        <button type="button" style={{ ...button, borderColor: "#4b5563", color: "#1f2937" }} onClick={again}>
          Ver de novo
        </button>
      </div>
    );
  if (shown.state === "pending")
    return (
      <div role="status" style={tones.neutral}>
        <strong>Verificação:</strong> verificando…{" "}
        {source.workflow && <span>Leva alguns minutos; esta linha muda sozinha. Nada vai para o site até alguém publicar.</span>}
      </div>
    );
  if (shown.state === "success")
    return (
      <div role="status" style={tones.good}>
        <strong>Verificação: ✓ pode publicar.</strong>
        {source.workflow && <Approver source={source} what={what} checks={shown} />}
      </div>
    );
  const file = entryFile(collection, slug);
  const problems = shown.failed.flatMap((check) => check.problems.map((problem) => placeCheckProblem(problem, collection, slug, file)));
  const atFields = problems.filter((problem) => problem.field);
  return (
    <div role="status" style={tones.bad}>
      <strong>Verificação: ✗ não passou{problems[0] ? `: ${problems[0].message}` : `: ${shown.failed.map((check) => check.name).join(", ")}`}</strong>
      {problems.length > 1 && (
        <ul style={list}>
          {problems.slice(1, 8).map((problem) => (
            <li key={`${problem.where}${problem.message}`}>
              {problem.where && `${problem.where}: `}
              {problem.message}
            </li>
          ))}
        </ul>
      )}
      {problems.length === 0 ? (
        <p style={small}>Isso não vem do que você escreveu: avise quem aprova, e não publique por enquanto.</p>
      ) : (
        <p style={small}>Corrija e salve de novo: a verificação roda outra vez sozinha.</p>
      )}
      {atFields.length > 0 && (
        <button type="button" style={button} onClick={() => void showFormProblems(atFields)}>
          Mostrar no formulário
        </button>
      )}
      {source.workflow && problems.length === 0 && <Approver source={source} what={what} checks={shown} />}
    </div>
  );
}

function RefusalBox({ problems }: { problems: readonly RefusedProblem[] }) {
  const elsewhere = problems.filter((problem) => !problem.field);
  const marked = problems.length - elsewhere.length;
  return (
    <div role="alert" style={tones.bad}>
      <strong>Não foi salvo.</strong>{" "}
      {marked > 0 && (
        <span>{marked === 1 ? "O campo marcado em vermelho diz o que corrigir." : `Os ${marked} campos marcados em vermelho dizem o que corrigir.`} </span>
      )}
      {elsewhere.length > 0 && (
        <>
          <span>{marked > 0 ? "E também:" : "Corrija e salve de novo:"}</span>
          <ul style={list}>
            {elsewhere.map((problem) => (
              <li key={`${problem.where}${problem.message}`}>
                {problem.where}: {problem.message}
              </li>
            ))}
          </ul>
        </>
      )}
      {marked > 0 && (
        <button type="button" style={button} onClick={() => void showFormProblems(problems)}>
          Mostrar no formulário
        </button>
      )}
    </div>
  );
}

function EntryPanel({ source }: { source: ChecksSource | undefined }) {
  const on = entryOnScreen(useHash());
  const collection = on?.collection ?? "";
  const slug = on?.slug ?? "";
  const refusal = useRefusal(on ? `${collection}/${slug}` : undefined);
  const [shown, again] = useEntryChecks(source, collection, slug);
  if (!on) return null;
  return (
    <>
      {refusal && <RefusalBox problems={refusal.problems} />}
      {/* What was refused is not what the checks looked at: the line comes back with the next save. */}
      {source && shown && !refusal && <ChecksLine shown={shown} source={source} collection={collection} slug={slug} again={again} />}
    </>
  );
}

/**
 * Keeps the panel at the top of the entry's form (Decap draws the form again for each entry, and when the preview is
 * shown and hidden), shows a refused save's problems beside their fields as it arrives, and clears them on another
 * entry.
 */
export function installEntryPanel(doc: Document = document): void {
  const style = doc.createElement("style");
  style.textContent = FORM_PROBLEMS_CSS;
  doc.head.append(style);
  const host = doc.createElement("div");
  host.id = HOST_ID;
  createRoot(host).render(<EntryPanel source={checksSource()} />);
  const place = () => {
    const form = doc.querySelector('#nc-root [class*="-ControlPaneContainer"]');
    if (form && host.parentElement !== form) form.prepend(host);
  };
  new MutationObserver(place).observe(doc.body, { childList: true, subtree: true });
  // A refused save: its problems beside their fields, the first one in view (on a phone, the preview closed first).
  subscribeToRefusals(() => {
    const refusal = currentRefusal();
    if (refusal) void showFormProblems(refusal.problems, doc);
    else clearFormProblems(doc);
  });
  let lastEntry = doc.defaultView?.location.hash;
  doc.defaultView?.addEventListener("hashchange", () => {
    const entry = doc.defaultView?.location.hash;
    if (entry !== lastEntry) clearFormProblems(doc);
    lastEntry = entry;
  });
}
