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
 * (and zod with them, about 55 KiB gzip) are not part of a page's first load: answers are returned at once and kept
 * until the contracts arrive, which they do at the visitor's first key press, click or touch (a form's own checks
 * follow such a gesture anyway) or when a form's rules or the events socket load them first; a mismatch is reported on the console.
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

/** The gestures after which the checks are fetched: a visitor who only reads the page never waits on them. */
const FIRST_GESTURES = ['keydown', 'pointerdown', 'touchstart'] as const;

/** At the first gesture, so the checks never weigh on the first load or compete with the first paint. */
function scheduleLoad() {
  if (scheduled) return;
  scheduled = true;
  const load = () => {
    for (const type of FIRST_GESTURES) window.removeEventListener(type, load, true);
    // A page that cannot load the contracts keeps working; its answers go unchecked.
    void loadAnswerChecks().catch(() => undefined);
  };
  for (const type of FIRST_GESTURES) window.addEventListener(type, load, { capture: true, passive: true });
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
