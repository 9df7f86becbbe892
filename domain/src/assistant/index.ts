export * from './parse';
export * from './query';
export * from './replies';
