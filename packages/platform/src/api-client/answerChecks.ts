import type { ContractModule, Endpoint } from '@trellis/contracts/endpoints';

/** An answer that does not match its endpoint's contract: the server and the client disagree about its shape. */
/** One difference zod found, as it reports it. */
export type AnswerIssue = { path: PropertyKey[]; message: string };

export class AnswerMismatchError extends Error {
  readonly issues: AnswerIssue[];

  constructor(endpoint: Endpoint, issues: AnswerIssue[]) {
    const listed = issues.slice(0, 5).map((issue) => `${issue.path.map(String).join('.') || '(the answer)'}: ${issue.message}`);
    super(`The answer of ${endpoint.method} ${endpoint.path} does not match its contract: ${listed.join('; ')}`);
    this.name = 'AnswerMismatchError';
    this.issues = issues;
  }
}

/**
 * In development and tests a call waits for its answer's check and fails on a mismatch. In production the checks
 * (and zod with them) are not on the start-up path: answers are returned at once, and those that arrive before the
 * contracts are loaded, after the page has gone idle, are checked then; a mismatch is reported on the console.
 */
const STRICT = process.env.NODE_ENV !== 'production';
/** Answers kept for checking until the contracts arrive; the ones past this are not checked. */
const MAX_WAITING = 50;

let contracts: ContractModule | undefined;
let loading: Promise<ContractModule> | undefined;
let scheduled = false;
const waiting: { endpoint: Endpoint; answer: unknown }[] = [];

function mismatchOf(module: ContractModule, endpoint: Endpoint, answer: unknown): AnswerMismatchError | undefined {
  const result = endpoint.schemas(module).answer.safeParse(answer);
  return result.success ? undefined : new AnswerMismatchError(endpoint, result.error.issues);
}

function report(error: AnswerMismatchError | undefined) {
  if (error) console.error(error.message);
}

/** Loads the contracts the answers are checked against, once, and checks the answers that waited for them. */
export function loadAnswerChecks(): Promise<ContractModule> {
  loading ??= import('@trellis/contracts').then((module) => {
    contracts = module;
    for (const { endpoint, answer } of waiting.splice(0)) report(mismatchOf(module, endpoint, answer));
    return module;
  });
  return loading;
}

/** After the page has loaded and the browser is idle, so the checks never compete with the first paint. */
function scheduleLoad() {
  if (scheduled) return;
  scheduled = true;
  // A page that cannot load the contracts keeps working; its answers go unchecked.
  const load = () => void loadAnswerChecks().catch(() => undefined);
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(load, { timeout: 10_000 }) : setTimeout(load, 2_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Checks an answer against its endpoint's contract (see STRICT for when and how a mismatch surfaces). */
export async function checkAnswer(endpoint: Endpoint, answer: unknown): Promise<void> {
  if (STRICT) {
    const error = mismatchOf(await loadAnswerChecks(), endpoint, answer);
    if (error) throw error;
    return;
  }
  if (contracts) return report(mismatchOf(contracts, endpoint, answer));
  if (waiting.length < MAX_WAITING) waiting.push({ endpoint, answer });
  scheduleLoad();
}
