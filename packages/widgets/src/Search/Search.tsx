import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { usePallone } from '../provider/usePallone.ts';
import { lookAttributes, type WidgetLookProps } from '../theme/widgetLookProps.ts';
import { moveFocusWithArrows } from './moveFocusWithArrows.ts';
import { SearchIcon } from './SearchIcon.tsx';
import { searchMessages } from './searchMessages.ts';
import { SearchResults } from './SearchResults.tsx';
import { Anchor, Backdrop, Field, IconButton, Panel, SearchRoot } from './searchStyles.ts';
import { useOutsideClick } from './useOutsideClick.ts';
import { useNarrowPanelBox } from './useNarrowPanelBox.ts';
import { useScrollLock } from './useScrollLock.ts';
import { useSearchSections } from './useSearchSections.ts';
import { withLanguage } from '../provider/withLanguage.tsx';

export interface SearchProps extends WidgetLookProps {
  /**
   * On desktop, show an icon button until the search is opened, and fold back on blur when empty.
   * @default true
   */
  collapsible?: boolean;
  /** Called when a result is chosen, with its link (from the provider's links); `preventDefault()` to route yourself. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * Enter in the field with some text: called with the trimmed text (the site opens its results page, `/cerca`),
   * and the search closes. Without it Enter does nothing, as before.
   */
  onSubmit?: (text: string) => void;
}

/**
 * The global search (SPEC §2, §4, §5): players, teams, matches and news for the typed text, 400 ms after the last
 * keystroke; the panel is open while the input has focus and text, locks page scrolling over a backdrop, and closes
 * on an outside click, Escape or a chosen result.
 */
function SearchView({ collapsible = true, onNavigate, onSubmit, ...props }: SearchProps) {
  const pallone = usePallone();
  const language = props.language ?? pallone.language;
  const text = searchMessages[language];
  const ids = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(false);
  const [expanded, setExpanded] = useState(!collapsible);
  const rootRef = useRef<HTMLElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const open = active && query.trim() !== '';
  const sections = useSearchSections(query);
  useScrollLock(open);
  useNarrowPanelBox(open, fieldRef, panelRef);
  useOutsideClick(open, [fieldRef, panelRef], () => setActive(false));

  const collapse = () => {
    if (collapsible) setExpanded(false);
  };
  const expand = () => {
    flushSync(() => setExpanded(true));
    inputRef.current?.focus();
  };
  const close = () => {
    setActive(false);
    setQuery('');
    collapse();
  };
  const choose = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.(href, event);
    close();
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const text = query.trim();
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !onSubmit || text === '') return;
    event.preventDefault();
    onSubmit(text);
    close();
    inputRef.current?.blur();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setActive(false);
      inputRef.current?.focus();
      return;
    }
    moveFocusWithArrows(event, inputRef.current, panelRef.current);
  };
  // Tabbing out of the widget closes the panel; clicks outside are handled by useOutsideClick.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setActive(false);
  };
  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget as Node | null;
    if (event.target.value.trim() === '' && !(next && panelRef.current?.contains(next))) collapse();
  };

  return (
    <SearchRoot
      ref={rootRef}
      role="search"
      aria-label={text.label}
      data-state={expanded ? 'expanded' : 'collapsed'}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      {...lookAttributes(language, props.theme, props.brand)}
    >
      {collapsible && (
        <IconButton
          type="button"
          data-part="icon-button"
          aria-label={text.open}
          aria-expanded={expanded}
          aria-controls={`${ids}-field`}
          onClick={expand}
        >
          <SearchIcon />
        </IconButton>
      )}
      {open && <Backdrop aria-hidden="true" data-part="backdrop" />}
      <Anchor>
        <Field ref={fieldRef} id={`${ids}-field`} data-part="field">
          <SearchIcon />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label={text.label}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? `${ids}-panel` : undefined}
            aria-autocomplete="none"
            autoComplete="off"
            placeholder={text.placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(true);
            }}
            onFocus={() => {
              setExpanded(true);
              setActive(true);
            }}
            onBlur={onInputBlur}
            onKeyDown={onInputKeyDown}
          />
        </Field>
        {open && (
          <Panel ref={panelRef} id={`${ids}-panel`} role="dialog" aria-label={text.results}>
            <SearchResults sections={sections} messages={text} onChoose={choose} />
          </Panel>
        )}
      </Anchor>
    </SearchRoot>
  );
}

/** Search; a `language` prop switches its texts and its data. */
export const Search = withLanguage(SearchView);
