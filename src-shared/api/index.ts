export * from './contract';
export * from './errors';
export * from './dispatch';
export * from './contract-jobs';
export * from './contract-export';
export * from './contract-sessions';
export * from './contract-analytics';
export * from './contract-desktop';
