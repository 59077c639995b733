export const DATABASE_SETTINGS = Symbol('DATABASE_SETTINGS');
export const APP_CONFIG = Symbol('APP_CONFIG');
