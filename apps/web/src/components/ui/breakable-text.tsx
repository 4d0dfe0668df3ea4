import { Fragment, type CSSProperties } from 'react';

// Break after separators so "Resumen_EDEB_2026-03.pdf" or a URL wraps between its parts;
// overflow-wrap:anywhere only applies when a single part is still wider than the line.
const SEPARATORS = /([_\-./?&=:,;]+)/;

const style: CSSProperties = { overflowWrap: 'anywhere' };

/** Text (file names, URLs, ids) that wraps at its separators before it ever breaks mid-word. */
export function BreakableText({ children }: { children: string }) {
  const parts = children.split(SEPARATORS);
  return (
    <span style={style}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i % 2 === 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
