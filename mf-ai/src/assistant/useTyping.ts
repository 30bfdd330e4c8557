import { useEffect, useState } from 'react';

/** How often the typing effect shows the next characters. */
const FRAME_MS = 20;

/**
 * The part of `text` typed so far at `msPerCharacter`, growing with the text when it streams in; the whole text at
 * once when `animate` is off (answers read back from the history).
 */
export function useTyping(text: string, msPerCharacter: number, animate: boolean): string {
  const [shown, setShown] = useState(animate ? 0 : text.length);
  const done = shown >= text.length;
  useEffect(() => {
    if (!animate || done) return;
    const step = Math.max(1, Math.round(FRAME_MS / msPerCharacter));
    const timer = setInterval(() => setShown((count) => Math.min(text.length, count + step)), Math.max(FRAME_MS, msPerCharacter));
    return () => clearInterval(timer);
  }, [animate, done, msPerCharacter, text.length]);
  return animate ? text.slice(0, shown) : text;
}
