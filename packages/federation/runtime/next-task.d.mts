/** Resolves in a task of its own, so that the browser can paint and answer input before what follows runs. */
export declare const nextTask: () => Promise<void>;
