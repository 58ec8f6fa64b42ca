import { useState, type ReactNode } from 'react';

/** A disclosure whose content mounts (and so makes its requests) only once the editor opens it. */
export function LazyDetails({ summary, children }: { summary: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open && children()}
    </details>
  );
}
