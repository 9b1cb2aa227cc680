export * from './checker';
export * from './placement';
