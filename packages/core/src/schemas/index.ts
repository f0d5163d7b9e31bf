export * from './access-key';
export * from './audit';
export * from './ceremony';
export * from './common';
export * from './flow';
export * from './role';
export * from './session';
export * from './user';
