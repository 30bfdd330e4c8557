import { builtInEngine } from './built-in-engine.ts';
import type { AnswerEngine } from './engine.ts';
import { modelEngine, type ModelSettings } from './model-engine.ts';

/** The configured model when there is one, else the built-in engine, which needs no model and no network. */
export function chooseEngine(model: ModelSettings | null): AnswerEngine {
  return model ? modelEngine(model) : builtInEngine();
}
