import { availableParallelism } from "node:os";
import type { SearchControl } from "../lib/search/search-data";
import type { PostPayload } from "../site/data/posts";
import type * as EntryServer from "../site/entry-server";
import type { Site } from "../types/generated/content";
import type { ChurchEntry } from "../types/content-entries";
import { canStartTypeScriptWorkers, typeScriptWorker } from "../engine/node/typescript-workers";
import type { HeadInfo } from "./head-tags";
import { outputWriter, type OutputWriter } from "./output-writer";
import { renderDocument } from "./render-document";
import { writePage } from "./island-props-files";

/** What every post page of a build shares. */
export interface PostPageSetup {
  /** The server entry Vite built (a file URL), which a worker thread imports for itself. */
  serverUrl: string;
  template: string;
  site: Site;
  /** The sede, whose times and address the frame shows. */
  mainChurch?: ChurchEntry;
  fullNavMinWidth: number;
  /** The header's search button, when the site has a search page. */
  search?: SearchControl;
  /** The instant the build publishes for (build-stamp.ts). */
  builtAt?: Date;
  base: string;
  outDir: string;
}

/** One post page to render and write. */
export interface PostPageJob {
  route: string;
  file: string;
  payload: PostPayload;
  head: HeadInfo;
}

/** Renders one post page to its file: the one implementation, in this thread or a worker's. */
export async function writePostPage(server: typeof EntryServer, setup: PostPageSetup, output: OutputWriter, job: PostPageJob): Promise<void> {
  const rendered = await server.renderPage(
    { kind: "post", payload: job.payload },
    { site: setup.site, mainChurch: setup.mainChurch, fullNavMinWidth: setup.fullNavMinWidth, path: job.route, search: setup.search, builtAt: setup.builtAt },
  );
  await writePage(output, job.file, renderDocument(setup.template, setup.site, job.head, rendered, {}, setup.base), setup.base);
}

export interface PostPages {
  /** How many worker threads render the pages: none when this thread does. */
  threads: number;
  /** Hands one page over; waits only while every renderer has enough queued. */
  render(job: PostPageJob): Promise<void>;
  /** Waits until every page handed over is written; fails with the first page that failed. */
  finish(): Promise<void>;
}

/**
 * Below this many posts, worker threads would spend longer loading React and the site's code (most of a
 * second each) than they save.
 */
const MIN_POSTS_FOR_WORKERS = 128;
/** Each worker holds its own React and site code (about 150 MB): two use a CI runner's two cores. */
const MAX_WORKERS = 2;
/** Pages queued per worker: enough to keep it busy, few enough to keep payloads out of memory. */
const QUEUED_PER_WORKER = 4;

/** Messages a worker answers with (post-page-worker.ts). */
export type PostPageReply = { done: true } | { written: true } | { failed: string };

function inline(server: typeof EntryServer, setup: PostPageSetup): PostPages {
  const output = outputWriter(setup.outDir);
  return {
    threads: 0,
    render: (job) => writePostPage(server, setup, output, job),
    finish: () => output.flush(),
  };
}

/**
 * Post pages are most of a large build (React renders each): past MIN_POSTS_FOR_WORKERS they are shared
 * out between worker threads, each with its own copy of the server entry, while this thread prepares
 * the next pages' data (their pictures and share images are made here, once). A worker renders exactly
 * as this thread would (writePostPage). `threads` decides instead of the count: a test renders the same
 * pages both ways (new-block-and-many-posts.test.ts).
 */
export function postPages(server: typeof EntryServer, setup: PostPageSetup, posts: number, threads?: boolean): PostPages {
  if (!(threads ?? (posts >= MIN_POSTS_FOR_WORKERS && availableParallelism() >= 2 && canStartTypeScriptWorkers()))) return inline(server, setup);
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const workers = Array.from({ length: MAX_WORKERS }, () => {
    const worker = typeScriptWorker(new URL("./post-page-worker.ts", import.meta.url), setup);
    const state = { worker, queued: 0, ended: false, finished: () => {} };
    const end = (error: Error) => {
      failure ??= error;
      state.ended = true;
      state.finished();
      wake?.();
    };
    worker.on("message", (reply: PostPageReply) => {
      if ("failed" in reply) failure ??= new Error(reply.failed);
      if ("done" in reply) state.finished();
      else state.queued -= 1;
      wake?.();
    });
    worker.on("error", end);
    // Only terminate() (after "done") ends a worker on purpose.
    worker.on("exit", (code) => end(new Error(`a pré-renderização dos artigos parou antes do fim (código ${code})`)));
    return state;
  });
  const idle = () => new Promise<void>((resolve) => (wake = resolve));
  return {
    threads: workers.length,
    async render(job) {
      for (;;) {
        if (failure) throw failure;
        const least = workers.reduce((a, b) => (b.queued < a.queued ? b : a));
        if (least.queued < QUEUED_PER_WORKER) {
          least.queued += 1;
          least.worker.postMessage(job);
          return;
        }
        await idle();
      }
    },
    async finish() {
      try {
        await Promise.all(
          workers.map(
            (state) =>
              new Promise<void>((resolve) => {
                state.finished = resolve;
                if (state.ended) resolve();
                else state.worker.postMessage("finish");
              }),
          ),
        );
        if (failure) throw failure;
      } finally {
        for (const state of workers) state.worker.removeAllListeners("exit");
        await Promise.all(workers.map((state) => state.worker.terminate()));
      }
    },
  };
}
