import { bootAnswersElementId } from '@leisure/contracts/boot-answers';

/** The page's own answers to the shell's first calls (contracts/boot-answers.ts), read once. */
let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const block = document.getElementById(bootAnswersElementId);
  try {
    for (const [call, body] of Object.entries(JSON.parse(block?.textContent || '{}')))
      answers.set(call, body);
  } catch {
    // A block that does not read is no answer: the calls are made as usual.
  }
  return answers;
}

/**
 * The page's answer to this GET, if it came with one: given once, so any later call (a refetch, a retry)
 * asks the server.
 */
export function takeBootAnswer(call: string): unknown {
  const all = read();
  const body = all.get(call);
  all.delete(call);
  return body;
}

/** For tests: read the page's block again. */
export function forgetBootAnswers(): void {
  answers = null;
}
