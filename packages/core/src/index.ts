export * from './types/index.ts';
export * from './rules/index.ts';
export * from './format/index.ts';
export * from './text/index.ts';
export * from './competitions/index.ts';
export * from './standings/index.ts';
export * from './client/index.ts';
export * from './live/index.ts';
