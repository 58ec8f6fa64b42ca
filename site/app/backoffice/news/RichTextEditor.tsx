import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';

interface Props {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
}

type Command = { label: string; title: string; run: () => void };

const exec = (command: string, argument?: string) => document.execCommand(command, false, argument);

/**
 * A small rich-text editor for news bodies: contentEditable HTML with bold, italic, heading, list and link. The
 * server sanitizes the HTML on write, so this stays simple (no extra package).
 */
export function RichTextEditor({ id, value, onChange, onBlur, invalid }: Props) {
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== value) element.innerHTML = value;
  }, [value]);

  const commands: Command[] = [
    { label: 'B', title: 'Grassetto', run: () => exec('bold') },
    { label: 'I', title: 'Corsivo', run: () => exec('italic') },
    { label: 'H2', title: 'Titolo', run: () => exec('formatBlock', '<h2>') },
    { label: 'P', title: 'Paragrafo', run: () => exec('formatBlock', '<p>') },
    { label: '• Lista', title: 'Elenco puntato', run: () => exec('insertUnorderedList') },
    {
      label: 'Link',
      title: 'Collegamento',
      run: () => {
        const url = window.prompt('Indirizzo del link (https://...)');
        if (url && /^(https?:\/\/|\/)/.test(url.trim())) exec('createLink', url.trim());
      },
    },
  ];

  const emit = () => onChange(area.current?.innerHTML ?? '');

  return (
    <Box $invalid={invalid}>
      <Tools role="toolbar" aria-label="Formattazione">
        {commands.map((command) => (
          <button
            key={command.title}
            type="button"
            title={command.title}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              area.current?.focus();
              command.run();
              emit();
            }}
          >
            {command.label}
          </button>
        ))}
      </Tools>
      <Area
        id={id}
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={invalid || undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={onBlur}
      />
    </Box>
  );
}

const Box = styled.div<{ $invalid?: boolean }>`
  border: 1px solid ${({ $invalid }) => ($invalid ? '#c0392b' : '#bbb')};
  border-radius: 4px;
  background: #fff;
`;

const Tools = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-bottom: 1px solid #ddd;
  background: #f7f7f7;
  button {
    min-width: 32px;
    padding: 4px 8px;
    border: 1px solid #ccc;
    border-radius: 3px;
    background: #fff;
    cursor: pointer;
  }
`;

const Area = styled.div`
  min-height: 240px;
  max-height: 60vh;
  overflow: auto;
  padding: 10px;
  outline: none;
`;
