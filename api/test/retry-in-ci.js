// In CI (CI=true), an API test that fails is run once more, its first failure printed, as the browser tests are
// retried once (e2e/playwright.config.ts): these tests share two cores with a browser suite there, and a wait that runs out
// under that load should not sink a run. A test that fails twice still fails the run. The fuzz and attack tests are
// never retried: their failures are findings.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
