/*
 * What React drops before an island's code has arrived (island.tsx, decision 009): a click on a button of its server
 * HTML, and text typed into a field. Recorded while the island waits, given back once it has hydrated.
 */

/**
 * Text typed into a field before its code arrived: React read the field's value when it hydrated and saw no change,
 * or, when the typing came as it hydrated, put its own empty value back. Each field gets the last text typed into it
 * (else what it shows, when that differs from the server's value) through the property React watches, then the
 * input event React listens to.
 */
function replayTypedText(element: HTMLElement, typed: ReadonlyMap<HTMLInputElement, string>): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) return;
  for (const input of element.querySelectorAll('input')) {
    const text = typed.get(input) ?? input.value;
    if (text === input.defaultValue && !typed.has(input)) continue;
    input.value = input.defaultValue;
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Records, until `stop`, the last button clicked inside `element` before its code arrived (`codeArrived`) and the
 * text typed into its fields; `replay` presses that button again and hands React the text.
 */
export function recordMissedInput(element: HTMLElement, codeArrived: () => boolean) {
  const recording = new AbortController();
  let missed: HTMLElement | null = null;
  const typed = new Map<HTMLInputElement, string>();
  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!codeArrived() && button && element.contains(button)) missed = button;
  };
  const keep = (event: Event) => {
    if (event.target instanceof HTMLInputElement && element.contains(event.target))
      typed.set(event.target, event.target.value);
  };
  window.addEventListener('click', remember, { capture: true, signal: recording.signal });
  window.addEventListener('input', keep, { capture: true, signal: recording.signal });
  return {
    stop: () => recording.abort(),
    replay: () => {
      if (missed?.isConnected) missed.click();
      replayTypedText(element, typed);
    },
  };
}
