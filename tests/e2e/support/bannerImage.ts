/**
 * A real PNG for the upload tests, drawn by sharp (the server's image library): 800×450, a dark green field with
 * a white centre circle and line, so the re-encoded WebP variants have something to show.
 */
import sharp from 'sharp';

const WIDTH = 800;
const HEIGHT = 450;

const pitch = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#0d5c2e"/>
  <line x1="${WIDTH / 2}" y1="0" x2="${WIDTH / 2}" y2="${HEIGHT}" stroke="#fff" stroke-width="6"/>
  <circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="80" fill="none" stroke="#fff" stroke-width="6"/>
</svg>`;

export async function bannerPng(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp(Buffer.from(pitch)).png().toBuffer();
  return { name: 'campo-e2e.png', mimeType: 'image/png', buffer };
}
