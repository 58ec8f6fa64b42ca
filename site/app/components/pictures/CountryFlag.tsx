import type { ImageRef } from '@pallone/core';

/**
 * A country's flag (4:3, served by the API from flag-icons) before its name: fixed size, decorative (alt="",
 * the name stands beside it). Nothing when the country has no flag (FIFA, World).
 */
export function CountryFlag({ image, height = 15 }: { image: ImageRef; height?: number }) {
  if (!image) return null;
  return (
    <img
      src={image.path}
      alt=""
      width={Math.round((height * 4) / 3)}
      height={height}
      loading="lazy"
      data-part="flag"
      style={{ verticalAlign: 'middle', marginInlineEnd: 6 }}
    />
  );
}
