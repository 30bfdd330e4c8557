import { identityEndpoints } from '@trellis/contracts/endpoints';

// A built page runs in production mode: the module reads the mode once, when it is first imported.
async function productionChecks() {
  vi.stubEnv('NODE_ENV', 'production');
  vi.resetModules();
  return import('./answerChecks.ts');
}

const MISMATCH = /The answer of GET \/identity\/ does not match its contract/;

describe('answer checks in production', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('returns an answer at once and checks it at the first gesture, reporting a mismatch on the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { checkAnswer } = await productionChecks();
    // A page the visitor only reads does not load them, however long it stays idle.
    vi.useFakeTimers();
    await expect(checkAnswer(identityEndpoints.identity, { unexpected: true })).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(consoleError).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(MISMATCH)), { timeout: 8000 });
  });

  it('checks at once, without a gesture, once a form has loaded the contracts', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { checkAnswer, loadAnswerChecks } = await productionChecks();
    await loadAnswerChecks();
    await checkAnswer(identityEndpoints.identity, { unexpected: true });
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(MISMATCH));
  });
});
