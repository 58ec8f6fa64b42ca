export { Search, type SearchProps } from './Search.tsx';
