/** Test helper: a multipart/form-data body with `data` (JSON) and an optional `image` file, and a PNG made with sharp. */
import sharp from 'sharp';

const BOUNDARY = '----pallone-backoffice-test';

export function multipart(data: unknown, file?: { bytes: Buffer; name?: string; type?: string }) {
  const parts: Buffer[] = [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="${file.name ?? 'image.png'}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
