export { BonusBanner, type BonusBannerProps } from './BonusBanner.tsx';
