export * from './csv';
export * from './setup-text';
export * from './names';
export * from './unit-ids';
export * from './copies';
export * from './units-csv';
