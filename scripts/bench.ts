import { fileURLToPath } from "node:url";
import { parseBenchArgs, runBench } from "../src/build/bench/run-bench";

await runBench(fileURLToPath(new URL("..", import.meta.url)), parseBenchArgs(process.argv.slice(2)));
