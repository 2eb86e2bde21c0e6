import { parentPort, workerData } from "node:worker_threads";
import type * as EntryServer from "../site/entry-server";
import { outputWriter } from "./output-writer";
import { writePostPage, type PostPageJob, type PostPageReply, type PostPageSetup } from "./post-pages";

/** A share of a build's post pages (post-pages.ts), rendered in their order with this thread's own copy of the server entry. */
const setup = workerData as PostPageSetup;
const server = (await import(setup.serverUrl)) as typeof EntryServer;
const output = outputWriter(setup.outDir);
const reply = (message: PostPageReply) => parentPort?.postMessage(message);
let queue = Promise.resolve();

parentPort?.on("message", (message: PostPageJob | "finish") => {
  queue = queue.then(async () => {
    try {
      if (message === "finish") {
        await output.flush();
        reply({ done: true });
      } else {
        await writePostPage(server, setup, output, message);
        reply({ written: true });
      }
    } catch (error) {
      reply({ failed: `${error instanceof Error ? error.message : String(error)} (${message === "finish" ? "gravação" : message.route})` });
      if (message === "finish") reply({ done: true });
    }
  });
});
