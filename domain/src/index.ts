export * from './constants';
export * from './options';
export * from './categories';
export * from './cities';
export * from './search';
