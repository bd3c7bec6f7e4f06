export * from './rules';
export * from './money';
export * from './messages';
export * from './common';
