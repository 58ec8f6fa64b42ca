import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@pallone/core';
import { RichTextEditor } from './RichTextEditor.tsx';

const IMAGE = {
  src: '/uploads/news/0f6c-960.webp',
  srcset: '/uploads/news/0f6c-480.webp 480w, /uploads/news/0f6c-960.webp 960w',
  width: 960,
  height: 540,
  alt: 'La curva "Nord" in festa',
};

const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'curva.png', { type: 'image/png' });

function renderEditor(uploadImage = vi.fn(async () => IMAGE)) {
  const onChange = vi.fn();
  render(
    <RichTextEditor id="news-body" value="<p>Prima</p>" onChange={onChange} uploadImage={uploadImage} />,
  );
  return { onChange, uploadImage };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RichTextEditor pictures', () => {
  it('uploads the chosen file with its alt text and writes the picture into the body', async () => {
    vi.spyOn(window, 'prompt').mockReturnValue('  La curva "Nord" in festa ');
    const { onChange, uploadImage } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Inserisci immagine nel testo' }));
    await userEvent.upload(screen.getByLabelText('Immagine da inserire nel testo'), file());
    expect(uploadImage).toHaveBeenCalledWith(expect.any(File), 'La curva "Nord" in festa');
    const picture = await screen.findByRole('img', { name: 'La curva "Nord" in festa' });
    expect(picture.getAttribute('srcset')).toBe(IMAGE.srcset);
    expect(picture.getAttribute('width')).toBe('960');
    expect(picture.getAttribute('loading')).toBe('lazy');
    const html = onChange.mock.lastCall?.[0] as string;
    expect(html).toContain('<p>Prima</p>');
    expect(html).toContain('alt="La curva &quot;Nord&quot; in festa"');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a picture without alt text and uploads nothing', async () => {
    vi.spyOn(window, 'prompt').mockReturnValue('   ');
    const { onChange, uploadImage } = renderEditor();
    await userEvent.upload(screen.getByLabelText('Immagine da inserire nel testo'), file());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Immagine non inserita: il testo alternativo è obbligatorio.',
    );
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the upload is refused and leaves the body as it was", async () => {
    vi.spyOn(window, 'prompt').mockReturnValue('Curva');
    const refused = new ApiRequestError(
      400,
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The image file is not a JPEG, PNG, WebP or GIF image',
      },
      'POST /backoffice/images',
    );
    const { onChange } = renderEditor(vi.fn(async () => Promise.reject(refused)));
    await userEvent.upload(screen.getByLabelText('Immagine da inserire nel testo'), file());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image file is not a JPEG, PNG, WebP or GIF image',
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
