import { createElement, useEffect, useMemo, useState, type ReactElement } from 'react';
import { loadOnce } from './loadOnce.ts';

type Call = { method: string; args: unknown[]; settle: (result: unknown) => void };
type Methods = Record<string, (...args: unknown[]) => unknown>;
type HolderHook<Config, Api> = (config?: Config) => readonly [Api, ReactElement];

/**
 * The calls an App's message, notification or modal API received before the real API arrived, then the real API. A
 * call made before that is kept and made, once, as soon as it is attached, in the order the calls came.
 */
class CallQueue {
  private waiting: Call[] = [];
  private real: Methods | null = null;
  private wake: (() => void) | null = null;

  call(method: string, args: unknown[]): unknown {
    if (this.real) return this.real[method]!(...args);
    let settle!: (result: unknown) => void;
    const result = new Promise<{ real: unknown }>((resolve) => (settle = (real) => resolve({ real })));
    this.waiting.push({ method, args, settle });
    this.wake?.();
    return handleLater(result);
  }

  get hasCalls() {
    return this.waiting.length > 0;
  }

  /** `wake` runs at each call that has to wait. */
  onCall(wake: () => void) {
    this.wake = wake;
  }

  attach(real: Methods | null) {
    this.real = real;
    if (!real) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const { method, args, settle } of waiting) settle(real[method]!(...args));
  }
}

type RealHandle = ((() => void) & { then?: unknown }) | { destroy?: () => void; update?: (config: unknown) => void; then?: unknown };

/**
 * What a call made before the real API arrived answers: the real answer's close (message), destroy and update (modal)
 * and its promise (a message's closing, a confirm's choice), each acting once the real call has been made.
 */
function handleLater(result: Promise<{ real: unknown }>) {
  const withReal = (act: (real: RealHandle) => void) => void result.then(({ real }) => real && act(real as RealHandle));
  const close = () => withReal((real) => (typeof real === 'function' ? real() : real.destroy?.()));
  return Object.assign(close, {
    destroy: close,
    update: (config: unknown) => withReal((real) => typeof real !== 'function' && real.update?.(config)),
    then: <T, E = never>(resolve?: (value: unknown) => T, reject?: (reason: unknown) => E) =>
      result.then(({ real }) => real).then(resolve, reject),
  });
}

/**
 * A stand-in, swapped in at build time, for one of the hooks antd's App calls for its message, notification and modal
 * APIs (`useMessage`, `useNotification`, `useModal`), whose code (the dialog and notification libraries, the modal and
 * its confirm) a page needs only once it shows a toast or a confirm. It answers at once with an API of the same
 * methods, and a holder element rendered where App renders the real one, so inside the site's ConfigProvider and
 * theme. The holder fetches the real hook at the first call, then renders a component that calls it and hands its API
 * over; calls made meanwhile wait and are then made once each. Later Apps find the hook already there.
 * @param load the real hook's module
 * @param methods the API's methods, as the real API has them
 */
export function holderHookOnDemand<Config, Api extends object>(
  load: () => Promise<{ default: HolderHook<Config, Api> }>,
  methods: readonly (keyof Api & string)[],
) {
  const realHook = loadOnce(load);

  function RealHolder({ config, queue }: { config?: Config; queue: CallQueue }) {
    const [api, holder] = realHook.loaded!(config);
    useEffect(() => {
      queue.attach(api as unknown as Methods);
      return () => queue.attach(null);
    }, [api, queue]);
    return holder;
  }

  function Holder({ config, queue }: { config?: Config; queue: CallQueue }) {
    // Counts the calls that found no real API: each one after a failed fetch tries again.
    const [waitingCalls, setWaitingCalls] = useState(0);
    useEffect(() => {
      queue.onCall(() => setWaitingCalls((count) => count + 1));
      if (queue.hasCalls) setWaitingCalls((count) => count + 1);
    }, [queue]);
    const [, setLoaded] = useState(realHook.loaded !== null);
    useEffect(() => {
      if (waitingCalls === 0 || realHook.loaded) return;
      let current = true;
      realHook.load().then(
        () => {
          if (current) setLoaded(true);
        },
        // The calls keep waiting: the next one fetches again.
        (error: unknown) => console.error(error),
      );
      return () => {
        current = false;
      };
    }, [waitingCalls]);
    return realHook.loaded ? createElement(RealHolder, { config, queue }) : null;
  }

  return function useHolderOnDemand(config?: Config) {
    const [queue] = useState(() => new CallQueue());
    // Every method of the real API, each forwarding its call: the object stands for the real API.
    const api = useMemo(
      () => Object.fromEntries(methods.map((method) => [method, (...args: unknown[]) => queue.call(method, args)])) as Api,
      [queue],
    );
    return [api, createElement(Holder, { config, queue })] as const;
  };
}
