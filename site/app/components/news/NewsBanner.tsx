import { styled } from 'styled-components';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSource, type StoredImage } from './newsImage.ts';

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT};
  object-fit: cover;
  margin: 0 0 12px;
  border-radius: 6px;
  background: var(--site-header-bg);
`;

/** The banner's rendered width: the article card inside the 1200 px container (16 px padding, 17 px card edge). */
const BANNER_SIZES = '(min-width: 1200px) 1134px, calc(100vw - 66px)';

/**
 * The article's banner, the page's largest element (LCP): fetched at high priority, never lazy, with its box
 * reserved by width/height so nothing moves when it arrives. Without an image, the default news banner (a
 * decorative drawing, so its alt is empty).
 */
export function NewsBanner({ image, title }: { image: StoredImage | null | undefined; title: string }) {
  const source = bannerSource(image);
  return (
    <Image
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? BANNER_SIZES : undefined}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      alt={source.isDefault ? '' : image?.alt || title}
      fetchPriority="high"
    />
  );
}
