export * from './import-json';
export * from './migrations';
