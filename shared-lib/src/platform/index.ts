// The React platform the shell and the remotes run on, in the browser and in the site's server render: React Router,
// React Redux, Redux Toolkit and react-i18next (react-libs), the API client and its translated errors, the event
// stream reader, i18next's set-up, the head's updates, analytics, hydration and the dish picture. Server state
// (RTK Query) and a remote's dev harness are entries of their own (`shared-lib/server-state`, `shared-lib/harness`).
export * from './analytics/analytics';
export * from './api/client';
export * from './api/error-text';
export * from './api/event-stream';
export * from './api/public-settings';
export * from './api/settings-stream';
export * from './hydration/use-hydrated';
export * from './i18n/setup';
export * from './menu/dish-picture';
export * from './react-libs';
export * from './remote-registration';
export * from './remote-styles';
export * from './seo/apply-head';
