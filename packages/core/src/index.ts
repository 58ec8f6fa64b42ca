export * from './types/index.ts';
export * from './rules/index.ts';
