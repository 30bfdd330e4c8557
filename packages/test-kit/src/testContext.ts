/// <reference types="@testing-library/jest-dom/vitest" />
/**
 * Types an app's screen tests rely on: the jest-dom matchers that
 * vitestSetup.ts installs, and what apiGlobalSetup.ts provides (the API
 * server's URL, antd's rules that show or hide elements). Neither setup file
 * is part of an app's type-check, but every test imports this package, which
 * imports this file.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    antdVisibilityCss: string;
  }
}

export {};
