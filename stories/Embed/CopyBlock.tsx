import { useState } from 'react';
import type { GuideMessages } from './guideMessages.ts';

const codeStyle = {
  display: 'block',
  margin: 0,
  padding: 12,
  background: '#14181f',
  color: '#eef1f5',
  borderRadius: 6,
  overflowX: 'auto',
  whiteSpace: 'pre',
  fontSize: 13,
} as const;

/**
 * A code block a keyboard can reach and scroll (a focusable, named region: narrow screens scroll it sideways)
 * with a button that copies its text.
 */
export function CopyBlock(props: { text: string; label: string; messages: GuideMessages }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(props.text);
    setCopied(true);
  };
  return (
    <div style={{ margin: '8px 0 16px' }}>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label={`${props.messages.codeLabel} ${props.label}`}
        style={codeStyle}
      >
        <code>{props.text}</code>
      </pre>
      <button
        type="button"
        onClick={copy}
        aria-label={`${props.messages.copy}: ${props.label}`}
        style={{ marginTop: 6 }}
      >
        {copied ? props.messages.copied : props.messages.copy}
      </button>
    </div>
  );
}
