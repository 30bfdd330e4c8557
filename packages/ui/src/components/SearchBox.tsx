import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@trellis/contracts/constants';
import { SearchInput } from './deferredParts.tsx';
import { searchTerm } from './listQuery.ts';

type Props = {
  /** Names the box for assistive technology and shows as its placeholder. */
  label: string;
  /** Called with the new term once typing pauses; '' means no search. */
  onSearch: (term: string) => void;
  /** How long typing must pause before the term is handed on; the entity search delay unless a list says otherwise. */
  delayMs?: number;
  /** The term the list opened with (from the page's address), shown in the box without being handed on again. */
  initialValue?: string;
};

/**
 * A list's search box. It keeps what is typed to itself, so keystrokes re-render only the box, and hands the list a
 * term once typing pauses: from the minimum search length, after the entity search delay.
 */
export function SearchBox({ label, onSearch, delayMs = LIMITS.entitySearchDebounceMs, initialValue = '' }: Props) {
  const [input, setInput] = useState(initialValue);
  const committed = useRef(searchTerm(initialValue));
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const next = searchTerm(input);
  useEffect(() => {
    if (next === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = next;
      onSearchRef.current(next);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [next, delayMs]);

  return (
    // It grows along a toolbar's row, down to 220 px before it wraps. A basis of 0 rather than 220 px: in a page's
    // column a flex basis is a height, and the box stood 220 px tall above the list.
    <form role="search" onSubmit={(event) => event.preventDefault()} style={{ flex: '1 1 0', minWidth: 'min(220px, 100%)', maxWidth: 480 }}>
      <SearchInput label={label} value={input} onChange={setInput} />
    </form>
  );
}
