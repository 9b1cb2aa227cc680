export * from './checker';
