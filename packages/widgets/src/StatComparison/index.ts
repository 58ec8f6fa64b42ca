export { StatComparison, type StatComparisonProps } from './StatComparison.tsx';
