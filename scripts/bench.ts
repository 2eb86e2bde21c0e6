import { fileURLToPath } from "node:url";
import { benchProblem, describeProblems } from "../src/build/bench/bench-problems";
import { parseBenchArgs, runBench } from "../src/build/bench/run-bench";

// A bench that could not measure everything says what and why in Portuguese, after the figures it did gather, and
// exits with 1: never a stack trace (src/build/bench/bench-problems.ts).
const options = parseBenchArgs(process.argv.slice(2));
// A browser's or a server's late error, after the part that started it has moved on, ends the bench in a sentence too.
const endInASentence = (error: unknown) => {
  console.error(describeProblems([benchProblem("o bench", error, "npm run bench")]));
  process.exit(1);
};
process.on("uncaughtException", endInASentence);
process.on("unhandledRejection", endInASentence);
try {
  const problems = await runBench(fileURLToPath(new URL("..", import.meta.url)), options);
  if (problems.length > 0) {
    console.error(describeProblems(problems));
    process.exitCode = 1;
  }
} catch (error) {
  endInASentence(error);
}
