import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@trellis/shared/constants';

/** What a list searches for: the trimmed input, or nothing below the seeds' minimum length. */
export function searchTerm(input: string): string {
  const trimmed = input.trim();
  return trimmed.length >= LIMITS.searchMinChars ? trimmed : '';
}

/**
 * A search box's text and the term the list queries, which follows the text once
 * typing pauses for `delayMs`, so each keystroke does not cost a request.
 * `onCommit` runs when the term changes, for resets that belong with a new search
 * (such as going back to the first page).
 */
export function useDebouncedSearch(delayMs: number, onCommit?: (term: string) => void) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  });

  const next = searchTerm(input);
  useEffect(() => {
    if (next === term) return;
    const timer = window.setTimeout(() => {
      setTerm(next);
      onCommitRef.current?.(next);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [next, term, delayMs]);

  return { input, setInput, term };
}
