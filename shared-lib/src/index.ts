// Browser-side parts (React, Redux, i18next, axios): imported by the shell and the remotes, not by the API.
export * from './core';
export * from './api/client';
export * from './api/error-text';
export * from './contracts/store';
export * from './contracts/public-settings';
export * from './i18n/setup';
export * from './contracts/remote-styles';
export * from './contracts/server-answers';
export * from './contracts/auth';
export * from './contracts/toasts';
export * from './analytics/analytics';
export * from './seo/apply-head';
export * from './contracts/page-item';
export * from './react-libs';
export * from './hydration/use-hydrated';
export * from './menu/dish-picture';
