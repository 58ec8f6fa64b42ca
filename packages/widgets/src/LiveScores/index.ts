export { LiveScores, type LiveScoresProps } from './LiveScores.tsx';
