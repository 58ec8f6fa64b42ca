import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { BodyImage } from '@pallone/contract';
import { backofficeClient } from '../api.ts';
import { writeErrorMessage } from '../writeErrorMessage.ts';
import { bodyImageHtml } from './bodyImageHtml.ts';

interface Props {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** Stores a picture for the body (the back-office API by default). */
  uploadImage?: (file: File, alt: string) => Promise<BodyImage>;
}

const uploadWithApi = (file: File, alt: string) => backofficeClient().uploadBodyImage(file, alt);

/** Puts `html` where the caret was (`range`, if it is inside the editor), else at the end. */
function insertHtml(area: HTMLElement, range: Range | null, html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  let target = range;
  if (!target || !area.contains(target.commonAncestorContainer)) {
    target = document.createRange();
    target.selectNodeContents(area);
    target.collapse(false);
  }
  target.deleteContents();
  target.insertNode(template.content);
}

type Command = { label: string; title: string; run: () => void };

const exec = (command: string, argument?: string) => document.execCommand(command, false, argument);

/**
 * A small rich-text editor for article bodies: contentEditable HTML with bold, italic, heading, list, link and
 * picture (uploaded and re-encoded by the server, with required alt text). The server sanitizes the HTML on
 * write, so this stays simple (no extra package).
 */
export function RichTextEditor({ id, value, onChange, onBlur, invalid, uploadImage = uploadWithApi }: Props) {
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const caret = useRef<Range | null>(null);
  const [imageStatus, setImageStatus] = useState<{ text: string; error: boolean } | null>(null);

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

  const chooseImage = () => {
    const selection = window.getSelection();
    caret.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    fileInput.current?.click();
  };

  const emit = () => onChange(area.current?.innerHTML ?? '');

  const placeImage = async (file: File) => {
    const alt = window.prompt("Testo alternativo dell'immagine (obbligatorio): cosa mostra?")?.trim();
    if (!alt) {
      setImageStatus({ text: 'Immagine non inserita: il testo alternativo è obbligatorio.', error: true });
      return;
    }
    setImageStatus({ text: 'Caricamento immagine…', error: false });
    try {
      const image = await uploadImage(file, alt);
      if (area.current) insertHtml(area.current, caret.current, bodyImageHtml(image));
      emit();
      setImageStatus(null);
    } catch (error) {
      setImageStatus({ text: writeErrorMessage(error), error: true });
    }
  };

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
        <button
          type="button"
          title="Inserisci immagine"
          aria-label="Inserisci immagine nel testo"
          onMouseDown={(event) => event.preventDefault()}
          onClick={chooseImage}
        >
          Immagine
        </button>
      </Tools>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label="Immagine da inserire nel testo"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void placeImage(file);
        }}
      />
      {imageStatus && (
        <ImageStatus role={imageStatus.error ? 'alert' : 'status'} $error={imageStatus.error}>
          {imageStatus.text}
        </ImageStatus>
      )}
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

const ImageStatus = styled.p<{ $error: boolean }>`
  margin: 0;
  padding: 4px 10px;
  font-size: 14px;
  color: ${({ $error }) => ($error ? '#c0392b' : '#555')};
`;

const Area = styled.div`
  min-height: 240px;
  max-height: 60vh;
  overflow: auto;
  padding: 10px;
  outline: none;
  img {
    max-width: 100%;
    height: auto;
  }
`;
