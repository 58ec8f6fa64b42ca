import { useEffect, useState } from 'react';
import { styled } from 'styled-components';

interface Props {
  id: string;
  /** The stored image's URL, shown until a new file is chosen. */
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
}

/** SPEC §7 uploads: an image file (JPEG, PNG, WebP, GIF ≤ 5 MB) with a preview of the chosen or stored image. */
export function ImageInput({ id, currentUrl, file, onFile }: Props) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl;
  return (
    <div>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {file && file.size > 5 * 1024 * 1024 && <Warning>Il file supera 5 MB: il server lo rifiuterà.</Warning>}
      {shown && <Preview src={shown} alt="Anteprima immagine" />}
    </div>
  );
}

const Preview = styled.img`
  display: block;
  max-width: 320px;
  max-height: 180px;
  margin-top: 8px;
  border-radius: 4px;
  object-fit: cover;
`;

const Warning = styled.p`
  color: #c0392b;
`;
