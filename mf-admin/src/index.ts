// Entry of the dev harness (npm start -w mf-admin); the shell loads ./routes through remoteEntry.js instead.
void import('./harness/bootstrap');
